# Simulator memory benchmark: a launch over two 16 MiB float32 device arrays (one read, one
# written). bench/sim_run.py compares its peak RSS with memory_base.py's (the same without the
# launch) to get the simulator's memory per array byte.
import numpy as np
from numba import cuda


@cuda.jit
def twice(x, y):
    i = cuda.grid(1)
    if i < y.shape[0]:
        y[i] = x[i] * np.float32(2)


n = 1 << 22
x = cuda.to_device(np.ones(n, dtype=np.float32))
y = cuda.device_array(n, dtype=np.float32)
twice[n // 256, 256](x, y)
print(float(y.copy_to_host()[:4].sum()))
