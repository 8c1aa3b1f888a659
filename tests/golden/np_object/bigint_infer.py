# An int beyond uint64 among ints makes an object array, as NumPy 1.24 does; an int64 scalar
# plus a big int is a Python int.
import numpy as np
print(np.array([2 ** 63]).dtype, np.int64(5) + 2 ** 70)
print(np.array([1, 2 ** 70]))
print(repr(np.array([1, 2 ** 70])), np.array([1, 2 ** 70]).sum())
# expect: uint64 1180591620717411303429
# expect: [1 1180591620717411303424]
# expect: array([1, 1180591620717411303424], dtype=object) 1180591620717411303425
