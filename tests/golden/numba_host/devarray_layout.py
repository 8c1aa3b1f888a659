# Transfers keep Fortran order; arrays that are neither C- nor F-contiguous cannot be transferred.
import numpy as np
from numba import cuda
a = np.arange(6.0).reshape(2, 3)
d = cuda.to_device(a.T)
print(d.shape, d.strides, d.copy_to_host().strides, d.copy_to_host())
l = cuda.device_array_like(a.T)
print(l.shape, l.strides, cuda.device_array_like(a).strides)
b = cuda.to_device(np.broadcast_to(np.arange(3.0), (2, 3)))
print(b.shape, b.copy_to_host())
e = cuda.to_device(a[:, ::2])

# expect: (3, 2) (8, 24) (8, 24) [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]]
# expect: (3, 2) (8, 24) (24, 8)
# expect: (2, 3) [[0. 1. 2.]
# expect:  [0. 1. 2.]]
# expect runtime error: ValueError: Array contains non-contiguous buffer and cannot be transferred as a single memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()
