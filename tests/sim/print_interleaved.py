import numpy as np
from numba import cuda

# Several prints per thread, a branch and a barrier, over blocks and warps: the printed order
# (block, barrier interval, thread; sim/sim_print.c) is the same for every schedule and threads.
@cuda.jit
def k(out):
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    out[i] = i
    if t % 32 < 2:
        print("A", cuda.blockIdx.x, t)
        if t % 2 == 0:
            print("even", cuda.blockIdx.x, t)
    cuda.syncthreads()
    if t % 32 == 1:
        print("B", cuda.blockIdx.x, t)

out = np.zeros(6 * 64, dtype=np.int64)
k[6, 64](out)
print(int(out.sum()))
