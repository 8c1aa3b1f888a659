# --mode=cpu: a kernel with atomics runs in the simulator (the order of the threads' updates is
# the simulator's), with one note line.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda

@cuda.jit
def count(a, hist):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.add(hist, a[i] % 4, 1)

hist = np.zeros(4, dtype=np.int64)
count[4, 32](np.arange(100), hist)
print(hist)
# expect: [25 25 25 25]
# expect stderr: weft: note: kernel 'count' runs in the simulator under --mode=cpu: it uses atomics
