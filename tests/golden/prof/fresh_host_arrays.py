# A fresh host array each launch (freed before the next, so malloc may reuse its address).
# tests/prof/test_prof.py profiles this program: no "same host array" advice, since no array
# is copied in twice (host_arrays_every_call.py is the case where it must fire).
import numpy as np
from numba import cuda


@cuda.jit
def fill(a, k):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = k


total = 0.0
for k in range(4):
    a = np.zeros(4096, dtype=np.float32)
    fill[16, 256](a, k)
    total += float(a.sum())
    del a
print(total)
# expect: 24576.0
