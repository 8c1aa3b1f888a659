# Atomics return the old value; max/min/exch/compare_and_swap/inc on int32 and float32 arrays.
import numpy as np
from numba import cuda

@cuda.jit
def k(counts, mx, fl, olds, cas):
    i = cuda.grid(1)
    olds[i] = cuda.atomic.add(counts, 0, 1)
    cuda.atomic.max(mx, 0, i * 3 % 17)
    cuda.atomic.min(mx, 1, i * 3 % 17)
    cuda.atomic.add(fl, 0, 0.5)
    cuda.atomic.compare_and_swap(cas, 0, i + 100)
    cuda.atomic.inc(counts, 2, 4)

counts = np.zeros(3, dtype=np.int32)
mx = np.array([0, 100], dtype=np.int32)
fl = np.zeros(1, dtype=np.float32)
olds = np.zeros(40, dtype=np.int32)
cas = np.zeros(1, dtype=np.int32)
k[2, 20](counts, mx, fl, olds, cas)
print(counts, mx, fl, cas)
print(sorted(olds.tolist()) == list(range(40)))
# expect: [40  0  0] [16  0] [20.] [100]
# expect: True
