# Scalars of every NumPy dtype in and out of native code: arithmetic in Numba's promoted types.
import numpy as np
from numba import njit

@njit
def combine(a, b):
    return a + b, a * b, a - b

for t in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
    print(t.__name__, combine(t(100), t(27)))
print(combine(np.float32(1.1), np.float32(2.3)))
print(combine(1.1, 2.3))
print(combine(True, False))
print(combine(np.uint64(18446744073709551615), np.uint64(2)))
# expect: int8 (127, 2700, 73)
# expect: int16 (127, 2700, 73)
# expect: int32 (127, 2700, 73)
# expect: int64 (127, 2700, 73)
# expect: uint8 (127, 2700, 73)
# expect: uint16 (127, 2700, 73)
# expect: uint32 (127, 2700, 73)
# expect: uint64 (127, 2700, 73)
# expect: (3.4000000953674316, 2.5299999713897705, -1.1999999284744263)
# expect: (3.4, 2.53, -1.1999999999999997)
# expect: (1, 0, 1)
# expect: (1, 18446744073709551614, 18446744073709551613)
