# Kernels write device arrays in place; the host sees the result only after copy_to_host.
import numpy as np
from numba import cuda

@cuda.jit
def fill(d, v):
    i = cuda.grid(1)
    if i < d.size:
        d[i] = v * i

d = cuda.device_array(10, dtype=np.int32)
fill[1, 16](d, 3)
fill[1, 16](d, 2)
print(d.copy_to_host())
# expect: [ 0  2  4  6  8 10 12 14 16 18]
