# order='F' allocates device and pinned arrays in Fortran order.
import numpy as np
from numba import cuda
d = cuda.device_array((2, 3), dtype=np.float64, order='F')
print(d.strides, d.is_f_contiguous())
p = cuda.pinned_array((2, 3), dtype=np.int32, order='F')
print(p.strides, p.flags.f_contiguous)

# expect: (8, 16) True
# expect: (4, 8) True
