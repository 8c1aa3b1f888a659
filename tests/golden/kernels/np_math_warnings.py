# NumPy functions of a kernel's elements under the simulator warn as NumPy's ufuncs do, once per
# line and message: np.sqrt of a negative number and np.log of one are invalid values, np.log(0)
# and np.log1p(-1) divide by zero, np.exp overflows, np.sin(inf) is invalid.
import os
import sys

import numpy as np
from numba import cuda


class Shown:
    def write(self, text):
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""), end="")

    def flush(self):
        pass


@cuda.jit(device=True)
def safe_log(v):
    return np.log(v)


@cuda.jit
def funcs(x, y, out):
    i = cuda.grid(1)
    out[i] = np.sqrt(x[i]) + safe_log(x[i])
    out[i] += np.log1p(x[i]) + np.arctanh(x[i])
    out[i] += np.exp(x[i] * 1000.0) + np.sin(y[i])


sys.stderr = Shown()
x = np.array([-1.0, 0.0, 1.0, 4.0])
y = np.array([1.0, np.inf, 2.0, 3.0])
out = np.zeros(4)
funcs[4, 1](x, y, out)
print(out)
funcs[4, 1](x.astype(np.float32), y.astype(np.float32), out.astype(np.float32))
print("float32: the registry has them")
# expect: np_math_warnings.py:27: RuntimeWarning: invalid value encountered in sqrt
# expect:   out[i] = np.sqrt(x[i]) + safe_log(x[i])
# expect: np_math_warnings.py:21: RuntimeWarning: invalid value encountered in log
# expect:   return np.log(v)
# expect: np_math_warnings.py:28: RuntimeWarning: divide by zero encountered in log1p
# expect:   out[i] += np.log1p(x[i]) + np.arctanh(x[i])
# expect: np_math_warnings.py:28: RuntimeWarning: divide by zero encountered in arctanh
# expect:   out[i] += np.log1p(x[i]) + np.arctanh(x[i])
# expect: np_math_warnings.py:21: RuntimeWarning: divide by zero encountered in log
# expect:   return np.log(v)
# expect: np_math_warnings.py:29: RuntimeWarning: invalid value encountered in sin
# expect:   out[i] += np.exp(x[i] * 1000.0) + np.sin(y[i])
# expect: np_math_warnings.py:29: RuntimeWarning: overflow encountered in exp
# expect:   out[i] += np.exp(x[i] * 1000.0) + np.sin(y[i])
# expect: np_math_warnings.py:28: RuntimeWarning: invalid value encountered in arctanh
# expect:   out[i] += np.log1p(x[i]) + np.arctanh(x[i])
# expect: [nan nan inf nan]
# expect: float32: the registry has them
