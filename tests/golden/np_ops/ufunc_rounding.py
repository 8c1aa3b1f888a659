import numpy as np
x = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.7])
print(np.floor(x))
print(np.ceil(x))
print(np.trunc(x))
print(np.rint(x))
print(np.sign(x))
print(np.sign(np.array([-3, 0, 5])))
# expect: [-3. -2. -1.  0.  1.  2.  2.]
# expect: [-2. -1. -0.  1.  2.  3.  3.]
# expect: [-2. -1. -0.  0.  1.  2.  2.]
# expect: [-2. -2. -0.  0.  2.  2.  3.]
# expect: [-1. -1. -1.  1.  1.  1.  1.]
# expect: [-1  0  1]
