# A slice step computed at run time in @njit code (the sieve's is_p[i * i::i] = False) is native
# code: the bounds and length for either sign, chosen by the step's; a zero step is Python's
# ValueError, as in Numba.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def sieve(n):
    is_p = np.ones(n + 1, dtype=np.bool_)
    is_p[0] = is_p[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = False
    return np.arange(n + 1)[is_p]
@njit
def sl(a, lo, hi, st):
    return a[lo:hi:st].copy(), a[::st].sum(), a[lo::st][:2].copy()
print(sieve(50))
a = np.arange(10.0)
for args in [(1, 8, 2), (8, 1, -2), (-3, None, -1), (0, 10, 3), (9, -11, -4), (2, 2, 5), (None, None, -3)]:
    lo, hi, st = args
    if lo is None: lo = 0
    if hi is None: hi = 10
    print(sl(a, lo, hi, st))
try:
    sl(a, 0, 5, 0)
except ValueError as e:
    print("ValueError", e)
# expect: [ 2  3  5  7 11 13 17 19 23 29 31 37 41 43 47]
# expect: (array([1., 3., 5., 7.]), 20.0, array([1., 3.]))
# expect: (array([8., 6., 4., 2.]), 25.0, array([8., 6.]))
# expect: (array([], dtype=float64), 45.0, array([7., 6.]))
# expect: (array([0., 3., 6., 9.]), 18.0, array([0., 3.]))
# expect: (array([9., 5., 1.]), 15.0, array([9., 5.]))
# expect: (array([], dtype=float64), 5.0, array([2., 7.]))
# expect: (array([], dtype=float64), 18.0, array([0.]))
# expect: ValueError slice step cannot be zero
# expect stderr: weft: @jit function 'sieve' (sieve__i8): native code
# expect stderr: weft: @jit function 'sl' (sl__a1Cf8_i8_i8_i8): native code
