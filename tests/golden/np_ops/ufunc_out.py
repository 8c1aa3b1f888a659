import numpy as np
a = np.array([1.0, 2.0, 3.0])
out = np.zeros(3)
r = np.add(a, 1, out=out)
print(out)
print(r is out)
np.sqrt(a, out=out)
print(out)
np.multiply(a, a, out=a)
print(a)
# expect: [2. 3. 4.]
# expect: True
# expect: [1.         1.41421356 1.73205081]
# expect: [1. 4. 9.]
