# The kernel-side names of numba.cuda (threadIdx, grid, syncthreads, shared, atomic, warpsize,
# ...) are not attributes of the module on the host, as in Numba's simulator, while kernels
# still read them.
import numpy as np
from numba import cuda

names = ["threadIdx", "blockIdx", "blockDim", "gridDim", "grid", "gridsize", "syncthreads",
         "shared", "local", "const", "atomic", "laneid", "warpsize", "syncwarp", "cg",
         "threadfence", "shfl_sync", "ballot_sync", "selp", "fma", "cbrt", "popc", "brev"]
print([n for n in names if hasattr(cuda, n)], [n for n in names if n in dir(cuda)])

@cuda.jit
def fill(a):
    i = cuda.grid(1)
    s = cuda.shared.array(4, np.float64)
    s[cuda.threadIdx.x] = cuda.blockDim.x + cuda.warpsize
    cuda.syncthreads()
    if i < a.size:
        cuda.atomic.add(a, i, s[cuda.threadIdx.x])

a = np.zeros(4)
fill[1, 4](a)
print(a)
# expect: [] []
# expect: [36. 36. 36. 36.]
