# make run, part 2: the tour's reduction with its barrier inside the loop forgotten. The simulator
# finds the race (which threads, which line) and the run goes on, as Numba's would.
import numpy as np
from numba import cuda


@cuda.jit
def block_sums(x, out):
    buf = cuda.shared.array(64, dtype=np.float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    step = 32
    while step > 0:
        if t < step:
            buf[t] += buf[t + step]
        step //= 2  # the cuda.syncthreads() that belongs above this line is missing
    if t == 0:
        cuda.atomic.add(out, 0, buf[0])


data = np.arange(1000, dtype=np.float32)
total = np.zeros(1, dtype=np.float32)
block_sums[16, 64](data, total)
print("without the barrier, the sum is right:", total[0] == data.sum())
