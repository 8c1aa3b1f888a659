# np.maximum / np.minimum of arrays in @njit code run as native code, as Numba's ufunc loops:
# a NaN operand wins (the first one), ties keep the first operand (so -0.0 and 0.0 keep their
# order's sign), NumPy's loop type for mixed operands.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def clip(a, lo, hi):
    return np.minimum(np.maximum(a, lo), hi)
@njit
def mx(a, b):
    return np.maximum(a, b), np.minimum(a, b), np.maximum(a, 2)
nan = np.nan
a = np.array([1.0, nan, 3.0, -0.0, 0.0, nan])
b = np.array([2.0, 1.0, nan, 0.0, -0.0, nan])
print(clip(np.linspace(-2, 2, 9), -1.0, 1.0))
for r in mx(a, b): print(r, np.signbit(r))
for r in mx(np.arange(5), np.array([4, 3, 2, 1, 0])): print(r, r.dtype)
for r in mx(np.arange(5, dtype=np.int32), np.int32(2)): print(r, r.dtype)
for r in mx(np.arange(5, dtype=np.float32), 2.5): print(r, r.dtype)
print(mx(np.array([True, False]), np.array([False, False]))[0])
# expect: [-1.  -1.  -1.  -0.5  0.   0.5  1.   1.   1. ]
# expect: [ 2. nan nan -0.  0. nan] [False False False  True False False]
# expect: [ 1. nan nan -0.  0. nan] [False False False  True False False]
# expect: [ 2. nan  3.  2.  2. nan] [False False False False False False]
# expect: [4 3 2 3 4] int64
# expect: [0 1 2 1 0] int64
# expect: [2 2 2 3 4] int64
# expect: [2 2 2 3 4] int32
# expect: [0 1 2 2 2] int32
# expect: [2 2 2 3 4] int64
# expect: [2.5 2.5 2.5 3.  4. ] float64
# expect: [0.  1.  2.  2.5 2.5] float64
# expect: [2. 2. 2. 3. 4.] float32
# expect: [ True False]
# expect stderr: weft: @jit function 'clip' (clip__a1Cf8_f8_f8): native code
# expect stderr: weft: @jit function 'mx' (mx__a1Cf4_f8): native code
