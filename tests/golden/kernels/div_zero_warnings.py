# Division by zero in a kernel under the simulator: its elements are NumPy scalars, so x / 0.0
# warns NumPy's RuntimeWarning at the kernel's line (a device function's line in one), once per
# line and message through the program's registry, in the simulator's thread order (one thread
# per block here: the blocks run one after another, where a block's threads race in Numba's).
import os
import sys
import warnings

import numpy as np
from numba import cuda


class Shown:
    def write(self, text):
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""), end="")

    def flush(self):
        pass


@cuda.jit(device=True)
def ratio(a, b):
    return a / b


@cuda.jit
def divide(x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = x[i] / y[i]


@cuda.jit
def divide_dev(x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = ratio(x[i], y[i])
        z = x[i] + 1
        z /= y[i]
        out[i] += z


sys.stderr = Shown()
x = np.array([1.0, 0.0, -1.0, 1e300, 2.0])
y = np.array([0.0, 0.0, 0.0, 1e-300, 1.0])
out = np.zeros(5)
print("-- float64: divide by zero, invalid value, overflow")
divide[5, 1](x, y, out)
print(out)
print("-- again: the registry has them")
divide[5, 1](x, y, out)
print("-- float32, in a device function and an augmented assignment")
x32 = np.array([1.0, 0.0, -1.0, 3e38, 2.0], np.float32)
y32 = np.array([0.0, 0.0, 0.0, 1e-3, 1.0], np.float32)
out32 = np.zeros(5, np.float32)
divide_dev[5, 1](x32, y32, out32)
print(out32)
print("-- an always filter: every one")
warnings.simplefilter("always")
divide[5, 1](x, y, out)
print("-- ignored")
warnings.simplefilter("ignore")
divide[5, 1](x, y, out)
print(out)
# expect: -- float64: divide by zero, invalid value, overflow
# expect: div_zero_warnings.py:30: RuntimeWarning: divide by zero encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: div_zero_warnings.py:30: RuntimeWarning: invalid value encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: div_zero_warnings.py:30: RuntimeWarning: overflow encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: [ inf  nan -inf  inf   2.]
# expect: -- again: the registry has them
# expect: -- float32, in a device function and an augmented assignment
# expect: div_zero_warnings.py:23: RuntimeWarning: divide by zero encountered in scalar divide
# expect:   return a / b
# expect: div_zero_warnings.py:39: RuntimeWarning: divide by zero encountered in scalar divide
# expect:   z /= y[i]
# expect: div_zero_warnings.py:23: RuntimeWarning: invalid value encountered in scalar divide
# expect:   return a / b
# expect: div_zero_warnings.py:39: RuntimeWarning: invalid value encountered in scalar divide
# expect:   z /= y[i]
# expect: div_zero_warnings.py:23: RuntimeWarning: overflow encountered in scalar divide
# expect:   return a / b
# expect: [inf nan nan inf  5.]
# expect: -- an always filter: every one
# expect: div_zero_warnings.py:30: RuntimeWarning: divide by zero encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: div_zero_warnings.py:30: RuntimeWarning: invalid value encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: div_zero_warnings.py:30: RuntimeWarning: divide by zero encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: div_zero_warnings.py:30: RuntimeWarning: overflow encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: -- ignored
# expect: [ inf  nan -inf  inf   2.]
