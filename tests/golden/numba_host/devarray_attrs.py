# A device array made by to_device reports the host array's shape, dtype, strides and sizes.
import numpy as np
from numba import cuda
a = np.arange(12, dtype=np.float32).reshape(3, 4)
d = cuda.to_device(a)
print(d.shape, d.dtype, d.size, d.nbytes, d.ndim, d.strides, len(d))
print(d.copy_to_host())
b = cuda.to_device(np.arange(5))
print(b.shape, b.dtype, b.strides)

# expect: (3, 4) float32 12 48 2 (16, 4) 3
# expect: [[ 0.  1.  2.  3.]
# expect:  [ 4.  5.  6.  7.]
# expect:  [ 8.  9. 10. 11.]]
# expect: (5,) int64 (8,)
