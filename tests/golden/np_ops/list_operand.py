import numpy as np
a = np.array([1.0, 2.0, 3.0])
print(a + [1, 2, 3])
print([10, 20, 30] - a)
print(a * (2, 2, 2))
# expect: [2. 4. 6.]
# expect: [ 9. 18. 27.]
# expect: [2. 4. 6.]
