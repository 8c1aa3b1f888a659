# A while loop that computes (a Monte Carlo pattern) is no spin-wait however long it runs: its
# registers never repeat, so it runs its 5,000,000 iterations to the end in every thread.
import numpy as np
from numba import cuda

@cuda.jit
def k(out, n):
    t = cuda.threadIdx.x
    i = 0
    s = 0.0
    while i < n:
        s += i * 0.5
        i += 1
    out[t] = s

out = np.zeros(2, np.float64)
k[1, 2](out, 5000000)
print(out)
# expect: [6.24999875e+12 6.24999875e+12]
