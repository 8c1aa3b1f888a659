# np.array([x, y, z]) and np.array([[a, b], [c, d]]) of numbers in @njit code run as native
# code: a new C array of Numba's unified item type (ints and floats give float64, bools stay
# bool), or dtype='s; an inlined @njit function may return such an array to its caller.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def arrays(x, i):
    a = np.array([x, 2.0, -x])
    b = np.array([1, 2, i])
    c = np.array([[x, 1.0], [2.0, x]])
    d = np.array([1, 2.5])
    e = np.array([True, False])
    g = np.array((1, 2), dtype=np.float32)
    return a, b, c, d, e, g

@njit
def deriv(y):
    return np.array([y[1], -y[0]])

@njit
def step(y, h):
    k = deriv(y)
    out = np.empty(2)
    out[:] = y + h * k
    return out

for v in arrays(3.0, 4):
    print(v, v.dtype)
print(step(np.array([1.0, 0.0]), 0.1))
# expect: [ 3.  2. -3.] float64
# expect: [1 2 4] int64
# expect: [[3. 1.]
# expect:  [2. 3.]] float64
# expect: [1.  2.5] float64
# expect: [ True False] bool
# expect: [1. 2.] float32
# expect: [ 1.  -0.1]
# expect stderr: weft: @jit function 'arrays' (arrays__f8_i8): native code
# expect stderr: weft: @jit function 'step' (step__a1Cf8_f8): native code
