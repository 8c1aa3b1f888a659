# np.int64 of an int beyond its range is NumPy's OverflowError.
import numpy as np
print(np.int64(2 ** 62))
print(np.int64(2 ** 70))
# expect: 4611686018427387904
# expect runtime error: OverflowError: Python int too large to convert to C long
