# A long range() loop in one thread is no spin-wait: it runs to its end without a report,
# preempted every slice like any loop.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    s = 0
    for i in range(5000000):
        s += i & 7
    out[0] = s

out = np.zeros(1, np.int64)
k[1, 1](out)
print(out[0])
# expect: 17500000
