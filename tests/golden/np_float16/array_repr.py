import numpy as np
a = np.array([0.1, 0.2, 1/3], dtype=np.float16)
print(a)
print(repr(a))
print(repr(np.array([1, 2, 3], dtype=np.float16)))
# expect: [0.1    0.2    0.3333]
# expect: array([0.1   , 0.2   , 0.3333], dtype=float16)
# expect: array([1., 2., 3.], dtype=float16)
