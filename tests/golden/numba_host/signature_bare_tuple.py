# A signature string may be a bare comma-separated list of argument types (Numba evaluates it to
# a tuple): for @jit the return type is inferred, for @guvectorize it lists the arrays and scalars.
import numpy as np
from numba import jit, guvectorize

@jit('float64[:], int64', nopython=True)
def head_sum(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    return s

@guvectorize(['float64[:], float64, float64[:]'], '(n),()->(n)')
def shifted(a, d, out):
    for i in range(a.shape[0]):
        out[i] = a[i] + d

print(head_sum(np.arange(5.0), 3), head_sum.signatures)
print(shifted(np.arange(3.0), 0.5))
print(shifted(np.ones((2, 2)), np.array([1.0, 2.0])))

# expect: 3.0 [(array(float64, 1d, A), int64)]
# expect: [0.5 1.5 2.5]
# expect: [[2. 2.]
# expect:  [3. 3.]]
