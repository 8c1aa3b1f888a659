# ~ on a bool is logical not (NumPy's and Numba's rule), and - / ~ on small integers work in
# the operand's width before widening, as compiled Numba does.
import numpy as np
from numba import cuda

@cuda.jit
def k(flags, small, out, bout):
    bout[0] = ~flags[0]
    bout[1] = ~flags[1]
    out[0] = -small[0]
    out[1] = ~small[1]
    out[2] = -small[1]

flags = np.array([True, False])
small = np.array([-128, 5], np.int8)
out = np.zeros(3, np.int64)
bout = np.zeros(2, np.bool_)
k[1, 1](flags, small, out, bout)
print(bout, out)
# expect: [False  True] [-128   -6   -5]
