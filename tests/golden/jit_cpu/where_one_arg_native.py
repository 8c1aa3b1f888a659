# np.where(cond) of a 1-D array in @njit code is native code: Numba's np.nonzero, a tuple of one
# int64 array of the indexes of the true (nonzero) elements, of a view or expression too.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def w1(a):
    return np.where(a > 0.5)
@njit
def w2(a):
    idx = np.where(a > 0.5)[0]
    return idx, a[idx[0]] if len(idx) else -1.0
@njit
def w3(a):
    return np.where(a)
a = np.array([0.3, 0.9, 0.1, 0.7, 0.5, 0.6])
print(w1(a), w2(a), w3(np.array([0, 2, 0, -1])), w3(np.array([0.0, 1.5])), w1(a[::-1]), w1(np.zeros(3)))
# expect: (array([1, 3, 5]),) (array([1, 3, 5]), 0.9) (array([1, 3]),) (array([1]),) (array([0, 2, 4]),) (array([], dtype=int64),)
# expect stderr: weft: @jit function 'w1' (w1__a1Cf8): native code
# expect stderr: weft: @jit function 'w2' (w2__a1Cf8): native code
# expect stderr: weft: @jit function 'w3' (w3__a1Ci8): native code
# expect stderr: weft: @jit function 'w3' (w3__a1Cf8): native code
# expect stderr: weft: @jit function 'w1' (w1__a1Af8): native code
