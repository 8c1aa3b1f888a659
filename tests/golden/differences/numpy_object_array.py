# no-cross-check: NumPy 1.24 makes an object array; Weft has none (docs/language.md)
import numpy as np
print(np.array([2 ** 63]).dtype, np.int64(5) + 2 ** 70)
print(np.array([1, 2 ** 70]))
# expect: uint64 1180591620717411303429
# expect runtime error: OverflowError: Python int too large to convert to C long
