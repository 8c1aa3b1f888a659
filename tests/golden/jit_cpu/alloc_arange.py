# np.arange in native @njit code, as Numba's: int64 for integers, float64 when one argument is
# a float, max(ceil((stop - start) / step), 0) items, item i = start + i * step; a zero step
# is Numba's ValueError.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def upto(n):
    return np.arange(n)

@njit
def ranged(x, y, s):
    return np.arange(x, y, s)

@njit
def squares_sum(n):
    a = np.arange(1, n + 1)
    s = 0
    for i in range(a.shape[0]):
        s += a[i] * a[i]
    return a, s, a.sum()

print(upto(5), upto(5).dtype, upto(-2), upto(0).shape)
print(ranged(0.0, 1.0, 0.3), ranged(10, 2, -3), ranged(1, 2.5, 0.5), ranged(5, 1, 1))
print(ranged(0, 1, 0.1))
print(upto.nopython_signatures)
print(squares_sum(4))
try:
    ranged(1, 5, 0)
except ValueError as e:
    print("ValueError:", e)
# expect: [0 1 2 3 4] int64 [] (0,)
# expect: [0.  0.3 0.6 0.9] [10  7  4] [1.  1.5 2. ] []
# expect: [0.  0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9]
# expect: [(int64,) -> array(int64, 1d, C)]
# expect: (array([1, 2, 3, 4]), 30, 10)
# expect: ValueError: Maximum allowed size exceeded
# expect stderr: weft: @jit function 'upto' (upto__i8): native code
# expect stderr: weft: @jit function 'ranged' (ranged__f8_f8_f8): native code
# expect stderr: weft: @jit function 'squares_sum' (squares_sum__i8): native code
