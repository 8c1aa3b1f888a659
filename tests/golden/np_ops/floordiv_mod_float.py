import numpy as np
a = np.array([7.5, -7.5, 7.5, -7.5, 0.0])
b = np.array([2.0, 2.0, -2.0, -2.0, 3.0])
print(a // b)
print(a % b)
print(np.remainder(a, 0.75))
print(np.floor_divide(-1.0, 0.3))
# expect: [ 3. -4. -4.  3.  0.]
# expect: [ 1.5  0.5 -0.5 -1.5  0. ]
# expect: [0. 0. 0. 0. 0.]
# expect: -4.0
