# device_array, device_array_like and pinned_array allocate with the requested shape and dtype.
import numpy as np
from numba import cuda
q = cuda.device_array((2, 3), np.float32)
print(q.shape, q.dtype, q.size, q.nbytes, q.strides)
q2 = cuda.device_array_like(q)
print(q2.shape, q2.dtype)
q3 = cuda.device_array(5)
print(q3.shape, q3.dtype)
q4 = cuda.device_array_like(np.zeros((4, 2), dtype=np.int16))
print(q4.shape, q4.dtype)
p = cuda.pinned_array((2, 3), dtype=np.int32)
print(isinstance(p, np.ndarray), p.shape, p.dtype)
q5 = cuda.device_array(shape=(7,), dtype=np.uint8)
print(q5.shape, q5.dtype, len(q5))

# expect: (2, 3) float32 6 24 (12, 4)
# expect: (2, 3) float32
# expect: (5,) float64
# expect: (4, 2) int16
# expect: True (2, 3) int32
# expect: (7,) uint8 7
