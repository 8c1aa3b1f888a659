# no-cross-check: Numba returns the Python int 18446744073709551371; Weft's ints are 64-bit (docs/language.md)
# A uint64 result above 2**63 returned to the host raises OverflowError instead of wrapping to a
# negative int (uint8 - uint8 is uint64 in compiled code, as Numba types it).
import numpy as np
from numba import njit

@njit
def diff(a):
    return a[0] - a[1]

a = np.array([250, 5], np.uint8)
print(diff(a))
print(diff(a[::-1]))
# expect: 245
# expect runtime error: OverflowError: uint64 value 18446744073709551371 does not fit Weft's 64-bit int
