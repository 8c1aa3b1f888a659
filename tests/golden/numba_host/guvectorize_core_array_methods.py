# @guvectorize / @vectorize cores on the CPU that use what compiled code does not take yet
# (a.sum(), np.mean, an assert) run in the interpreter with Numba's results, no error printed.
import numpy as np
from numba import guvectorize, vectorize, float64

@guvectorize([(float64[:], float64[:])], '(n)->()')
def row_mean(a, out):
    out[0] = a.sum() / a.shape[0]

@guvectorize(['void(float64[:], float64[:])'], '(n)->(n)', target='parallel')
def centred(a, out):
    out[:] = a - np.mean(a)

@vectorize(['float64(float64)'])
def checked_sqrt(x):
    assert x >= 0, "negative input"
    return x ** 0.5

x = np.arange(12.0).reshape(3, 4)
print(row_mean(x))
print(centred(x))
print(checked_sqrt(np.array([4.0, 9.0])))
try:
    checked_sqrt(np.array([-1.0]))
except AssertionError as e:
    print("AssertionError:", e)
# expect: [1.5 5.5 9.5]
# expect: [[-1.5 -0.5  0.5  1.5]
# expect:  [-1.5 -0.5  0.5  1.5]
# expect:  [-1.5 -0.5  0.5  1.5]]
# expect: [2. 3.]
# expect: AssertionError: negative input
