# np.concatenate/np.hstack of 1-D arrays (a new 1-D array, the items in turn) and np.stack/
# np.vstack of them (one row per item) in @njit code are native code, in the items' promoted
# dtype; rows of different lengths are Numba's ValueError.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def st(a, b):
    return np.stack((a, b))
@njit
def vs(a, b):
    return np.vstack((a, b))
@njit
def cc(a, b):
    return np.concatenate((a, b)), np.hstack((a, b))
for x, y in [(np.arange(3), np.ones(2)), (np.arange(3, dtype=np.int32), np.arange(2)), (np.ones(2, dtype=np.float32), np.arange(2, dtype=np.int32)), (np.ones(2, dtype=np.float32), np.arange(2, dtype=np.int16)), (np.array([True]), np.array([False]))]:
    r = cc(x, y); print(r, r[0].dtype)
print(st(np.arange(3.0), np.ones(3)), vs(np.arange(3), np.ones(3, dtype=np.int64)))
for f in (st, vs):
    try:
        f(np.arange(3.0), np.ones(2))
    except Exception as e:
        print(type(e).__name__, e)
# expect: (array([0., 1., 2., 1., 1.]), array([0., 1., 2., 1., 1.])) float64
# expect: (array([0, 1, 2, 0, 1]), array([0, 1, 2, 0, 1])) int64
# expect: (array([1., 1., 0., 1.]), array([1., 1., 0., 1.])) float64
# expect: (array([1., 1., 0., 1.], dtype=float32), array([1., 1., 0., 1.], dtype=float32)) float32
# expect: (array([ True, False]), array([ True, False])) bool
# expect: [[0. 1. 2.]
# expect:  [1. 1. 1.]] [[0 1 2]
# expect:  [1 1 1]]
# expect: ValueError np.stack(): all input arrays must have the same shape
# expect: ValueError np.stack(): all input arrays must have the same shape
# expect stderr: weft: @jit function 'cc' (cc__a1Ci8_a1Cf8): native code
# expect stderr: weft: @jit function 'cc' (cc__a1Ci4_a1Ci8): native code
# expect stderr: weft: @jit function 'cc' (cc__a1Cf4_a1Ci4): native code
# expect stderr: weft: @jit function 'cc' (cc__a1Cf4_a1Ci2): native code
# expect stderr: weft: @jit function 'cc' (cc__a1Cb1_a1Cb1): native code
# expect stderr: weft: @jit function 'st' (st__a1Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'vs' (vs__a1Ci8_a1Ci8): native code
# expect stderr: weft: @jit function 'vs' (vs__a1Cf8_a1Cf8): native code
