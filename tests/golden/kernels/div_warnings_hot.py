# A kernel with a division that has become hot (three clean launches): when a later launch
# divides by zero it still warns, as every launch of Numba's simulator does; once the registry
# has the warning, the launches that divide by zero again are quiet.
import os
import sys

import numpy as np
from numba import cuda


class Shown:
    def write(self, text):
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""), end="")

    def flush(self):
        pass


@cuda.jit
def scale(x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = x[i] / y[i]


sys.stderr = Shown()
x = np.arange(8.0)
y = np.ones(8)
out = np.zeros(8)
for _ in range(4):
    scale[2, 4](x, y, out)
print(out)
y[3] = 0.0
scale[2, 4](x, y, out)
print(out)
y[0] = 0.0
scale[2, 4](x, y, out)
print(out)
scale[2, 4](x, y, out)
print("quiet")
# expect: [0. 1. 2. 3. 4. 5. 6. 7.]
# expect: div_warnings_hot.py:23: RuntimeWarning: divide by zero encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: [ 0.  1.  2. inf  4.  5.  6.  7.]
# expect: div_warnings_hot.py:23: RuntimeWarning: invalid value encountered in scalar divide
# expect:   out[i] = x[i] / y[i]
# expect: [nan  1.  2. inf  4.  5.  6.  7.]
# expect: quiet
