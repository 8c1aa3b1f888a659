# cuda.mapped_array gives a device array the host can also use as an array
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

# expect: FakeCUDAArray (4,) int32 28 7 [14 14 14 14]
# expect: [7 7 7 7] False
# expect: [ 7  8  9 10] [ 7  8  9 10]
