# Array attributes.
import numpy as np

a = np.zeros((3, 4), dtype=np.float32)
print(a.shape, a.ndim, a.size, a.itemsize, a.nbytes, a.strides, a.dtype)
b = np.arange(10)
print(b.shape, b.ndim, b.size, b.strides, b.dtype, len(b), len(a))
print(a.T.shape, a.T.strides)

# expect: (3, 4) 2 12 4 48 (16, 4) float32
# expect: (10,) 1 10 (8,) int64 10 3
# expect: (4, 3) (4, 16)
