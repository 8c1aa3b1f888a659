# cuda.threadfence(), threadfence_block() and threadfence_system() order memory; they keep their place in the kernel
import numpy as np
from numba import cuda

@cuda.jit
def publish(data, flags, out):
    i = cuda.grid(1)
    if i < data.shape[0]:
        data[i] = i * 2
        cuda.threadfence_block()
        flags[i] = 1
        cuda.threadfence()
        out[i] = data[i] + flags[i]
        cuda.threadfence_system()

n = 40
data = np.zeros(n, dtype=np.int64)
flags = np.zeros(n, dtype=np.int32)
out = np.zeros(n, dtype=np.int64)
publish[2, 32](data, flags, out)
print(out[:5], out[-1], flags.sum())
# expect: [1 3 5 7 9] 79 40
