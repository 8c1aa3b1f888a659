import numpy as np
from numba import cuda

@cuda.jit
def claim(counter, order):
    if cuda.threadIdx.x == 0:
        slot = cuda.atomic.add(counter, 0, 1)
        order[slot] = cuda.blockIdx.x

counter = np.zeros(1, dtype=np.int32)
order = np.zeros(16, dtype=np.int32)
claim[16, 32](counter, order)
print(order.tolist())
