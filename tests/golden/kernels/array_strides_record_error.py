# no-cross-check: a structured array's fields travel to a kernel as arrays of their own, so its
# strides (the records') are a compile error here (Weft's message); Numba gives the itemsize
import numpy as np
from numba import cuda

dt = np.dtype([('x', np.float64), ('y', np.int32)])

@cuda.jit
def k(r, out):
    out[0] = r.strides[0]

k[1, 1](np.zeros(3, dtype=dt), np.zeros(1, dtype=np.int64))
# expect stderr: array_strides_record_error.py:10:14: error: the strides of a structured array are not supported in kernels
# expect runtime error: TypeError: cannot compile 'k' for the simulator: the strides of a structured array are not supported in kernels
