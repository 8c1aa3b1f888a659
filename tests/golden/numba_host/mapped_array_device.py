# cuda.mapped_array / mapped_array_like give a device array the host can also use as an array
# (the simulator's FakeCUDAArray): copy_to_host, elementwise operations, indexing, kernels.
import numpy as np
from numba import cuda

m = cuda.mapped_array(4, dtype=np.int32)
m[:] = 7
print(type(m).__name__, m.shape, m.dtype, m.sum(), m[1], m * 2)
print(m.copy_to_host(), isinstance(m, np.ndarray))

@cuda.jit
def bump(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] += i

bump[1, 4](m)
print(m, m.copy_to_host())
like = cuda.mapped_array_like(np.zeros((2, 3)))
print(type(like).__name__, like.shape, like.dtype, like.copy_to_host().sum())

# expect: FakeCUDAArray (4,) int32 28 7 [14 14 14 14]
# expect: [7 7 7 7] False
# expect: [ 7  8  9 10] [ 7  8  9 10]
# expect: FakeCUDAArray (2, 3) float64 0.0
