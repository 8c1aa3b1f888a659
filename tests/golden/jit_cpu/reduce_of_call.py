# A reduction method of a call's array result (np.where(...).sum(), np.dot(a, b).max()) in
# @njit code runs as native code, as one of a variable or an expression does.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def positive_sum(a):
    return np.where(a > 0, a, 0.0).sum(), np.abs(a).argmax(), np.sqrt(a * a).mean(), np.dot(a.reshape(11, 1), a.reshape(1, 11)).max()

print(positive_sum(np.linspace(-1, 1, 11)))
# expect: (3.0000000000000004, 0, 0.5454545454545455, 1.0)
# expect stderr: weft: @jit function 'positive_sum' (positive_sum__a1Cf8): native code
