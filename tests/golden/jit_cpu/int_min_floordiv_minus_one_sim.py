# env: WEFT_JIT=sim
# (the interpreted engine) The int64 minimum // -1 is 0 in Numba's compiled code (its signed divmod special-cases the
# overflow), and % -1 is 0; @jit, divmod and a CPU @vectorize core agree. Kernels differ (the
# simulator runs NumPy scalars): tests/golden/kernels keeps NumPy's wrapped minimum there.
import numpy as np
from numba import njit, vectorize

@njit
def fdm(a, b):
    q, r = divmod(a, b)
    return a // b, a % b, q, r

@vectorize(["int64(int64, int64)"])
def vfd(a, b):
    return a // b

m = -9223372036854775807 - 1
print(fdm(m, -1))
print(fdm(np.int64(m), np.int64(-1)))
print(fdm(m + 1, -1))
print(fdm(np.int32(-2147483648), np.int32(-1)))
print(vfd(np.array([m, m, 7, 5]), np.array([-1, 1, -1, 0])))
# expect: (0, 0, 0, 0)
# expect: (0, 0, 0, 0)
# expect: (9223372036854775807, 0, 9223372036854775807, 0)
# expect: (2147483648, 0, 2147483648, 0)
# expect: [                   0 -9223372036854775808                   -7
# expect:                     0]
