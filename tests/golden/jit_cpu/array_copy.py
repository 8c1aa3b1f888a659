# a.copy() in @njit code: native code, a new C-ordered array of the same dtype (Numba's copy,
# whatever the layout: a.T.copy() of a C array is C-ordered too), not sharing memory.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def tcopy(a):
    return a.T.copy()

@njit
def part(a):
    c = a[::-1, 1:].copy()
    c[0, 0] = -1
    return c

@njit
def ecopy(a):
    return (a * 2).copy()

m = np.arange(6.0).reshape(2, 3)
r = tcopy(m)
print(r, r.flags.c_contiguous, r.flags.f_contiguous, np.shares_memory(r, m))
r = tcopy(np.asfortranarray(m))
print(r, r.flags.c_contiguous)
r = part(np.arange(12, dtype=np.int32).reshape(3, 4))
print(r, r.dtype, r.flags.c_contiguous)
print(ecopy(np.array([True, False])), ecopy(np.arange(3, dtype=np.uint8)))
print(m)
# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]] True False False
# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]] True
# expect: [[-1 10 11]
# expect:  [ 5  6  7]
# expect:  [ 1  2  3]] int32 True
# expect: [2 0] [0 2 4]
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect stderr: weft: @jit function 'tcopy' (tcopy__a2Cf8): native code
# expect stderr: weft: @jit function 'part' (part__a2Ci4): native code
# expect stderr: weft: @jit function 'ecopy' (ecopy__a1Cb1): native code
