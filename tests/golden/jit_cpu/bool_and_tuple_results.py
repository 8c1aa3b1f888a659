# Results of every kind: bool, a tuple of mixed types, a uint64 above 2**63, None.
import numpy as np
from numba import njit

@njit
def is_even(n):
    return n % 2 == 0

@njit
def stats(a):
    lo = a[0]
    hi = a[0]
    for i in range(a.shape[0]):
        lo = min(lo, a[i])
        hi = max(hi, a[i])
    return lo, hi, hi - lo > 3

@njit
def big(x):
    return x * np.uint64(3)

@njit
def nothing(a):
    a[0] = 9

print(is_even(4), is_even(7))
print(stats(np.array([4.5, -1.0, 2.0])))
print(big(np.uint64(7000000000000000000)))
b = np.zeros(2)
print(nothing(b), b)
# expect: True False
# expect: (-1.0, 4.5, True)
# expect: 2553255926290448384
# expect: None [9. 0.]
