# Copying part of an array onto another part of it in @njit code (a row swap through M[k] = M[p],
# M[1:] = M[:-1]) reads the source as it was, as Numba's setitem copies a source that may
# overlap; M[i, :] -= f * M[0, :] computes the expression into a temporary first. Native code.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def rows(M, k, p):
    M = M.copy()
    tmp = M[k].copy()
    M[k] = M[p]
    M[p] = tmp
    M[1:] = M[:-1]
    return M
@njit
def elim(M):
    M = M.copy()
    for i in range(1, M.shape[0]):
        f = M[i, 0] / M[0, 0]
        M[i, :] -= f * M[0, :]
    return M
A = np.arange(12.0).reshape(4, 3) + 1
print(rows(A, 0, 2))
print(elim(A))
# expect: [[7. 8. 9.]
# expect:  [7. 8. 9.]
# expect:  [4. 5. 6.]
# expect:  [1. 2. 3.]]
# expect: [[  1.   2.   3.]
# expect:  [  0.  -3.  -6.]
# expect:  [  0.  -6. -12.]
# expect:  [  0.  -9. -18.]]
# expect stderr: weft: @jit function 'rows' (rows__a2Cf8_i8_i8): native code
# expect stderr: weft: @jit function 'elim' (elim__a2Cf8): native code
