# A uint64 result above 2**63 returned to the host is an exact Python int, as Numba returns it
# (uint8 - uint8 is uint64 in compiled code, as Numba types it).
import numpy as np
from numba import njit

@njit
def diff(a):
    return a[0] - a[1]

a = np.array([250, 5], np.uint8)
print(diff(a))
big = diff(a[::-1])
print(big, big + 1, big > 2 ** 63)
# expect: 245
# expect: 18446744073709551371 18446744073709551372 True
