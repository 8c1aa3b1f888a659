# np.eye(N, M=None, k=0, dtype=float) and np.identity(n) in @njit code are native code, as Numba's:
# a zeroed (N, M) array with ones on diagonal k.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def f(n):
    return np.eye(n), np.eye(n, 3), np.identity(n), np.eye(n, dtype=np.int64)
@njit
def g(n):
    return np.eye(n, k=1)
for r in f(2): print(r, r.dtype)
try:
    print(g(3))
except Exception as e:
    print(type(e).__name__)
# expect: [[1. 0.]
# expect:  [0. 1.]] float64
# expect: [[1. 0. 0.]
# expect:  [0. 1. 0.]] float64
# expect: [[1. 0.]
# expect:  [0. 1.]] float64
# expect: [[1 0]
# expect:  [0 1]] int64
# expect: [[0. 1. 0.]
# expect:  [0. 0. 1.]
# expect:  [0. 0. 0.]]
# expect stderr: weft: @jit function 'f' (f__i8): native code
# expect stderr: weft: @jit function 'g' (g__i8): native code
