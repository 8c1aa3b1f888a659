# no-cross-check: Numba's CUDA simulator ignores declared signatures (it keeps 0.1 a float64); compiled Numba converts the scalar to float32
# @cuda.jit with a signature compiles only that one: the scalar argument converts to the
# declared float32 (0.1 becomes 0.10000000149011612), as on a GPU.
import numpy as np
from numba import cuda, float32, float64, void

@cuda.jit("void(float64[:], float32)")
def k(a, x):
    a[cuda.threadIdx.x] = x

@cuda.jit(void(float64[:], float32))
def k2(a, x):
    a[cuda.threadIdx.x] = x * 2

a = np.zeros(2)
k[1, 2](a, 0.1)
print(a.tolist())
k2[1, 2](a, 0.1)
print(a.tolist())
# expect: [0.10000000149011612, 0.10000000149011612]
# expect: [0.20000000298023224, 0.20000000298023224]
