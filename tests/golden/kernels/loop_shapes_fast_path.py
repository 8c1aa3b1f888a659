# Loops the simulator's fast code shortens (the counter's copy, the latch, the loop test): a
# `continue` in some lanes only (they must rejoin at the latch: the syncthreads() at the top of
# the body needs every thread of the block), a `continue` in the inner loop only, a counter
# reassigned in the body, and a loop bound that differs between lanes.
import numpy as np
from numba import cuda


@cuda.jit
def loops(a, out):
    i = cuda.grid(1)
    t = 0
    for k in range(8):
        cuda.syncthreads()
        if (i + k) % 3 == 0:
            continue
        t += a[k]
    for k in range(4):
        for j in range(4):
            if j == k:
                continue
            t += a[j] * 10
    for k in range(4):
        k = k * 2
        t += a[k] * 100
    for k in range(i % 5):
        t += 1000
    out[i] = t


a = np.arange(1, 9, dtype=np.int64)
out = np.zeros(64, dtype=np.int64)
loops[2, 32](a, out)
print(out[:10].tolist())
print(int(out.sum()))
# expect: [1924, 2927, 3921, 4924, 5927, 1921, 2924, 3927, 4921, 5924]
# expect: 249136
