# Course atomics: compare_and_swap on a one-element slice (it takes a 1-D array, no index),
# max/min/add/exch returning old values, inc/dec wrapping at their bound over 13 threads.
import numpy as np
from numba import cuda

@cuda.jit
def atomics(x, res, olds):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.max(res, 0, x[i])
        cuda.atomic.min(res, 1, x[i])
        cuda.atomic.add(res, 2, x[i])
    if i == 0:
        olds[0] = cuda.atomic.exch(res, 3, 42)
        olds[1] = cuda.atomic.compare_and_swap(res[4:], 0, 7)
        olds[2] = cuda.atomic.compare_and_swap(res[4:], 0, 9)

@cuda.jit
def ring(counters, n):
    i = cuda.grid(1)
    if i < n:
        cuda.atomic.inc(counters, 0, 4)
        cuda.atomic.dec(counters, 1, 10)

x = np.array([5, -3, 12, 7, 0, 12, -8, 3], dtype=np.int32)
res = np.array([-100, 100, 0, 1, 0], dtype=np.int32)
olds = np.zeros(3, dtype=np.int32)
atomics[1, 8](x, res, olds)
print(res, olds)
c = np.array([0, 3], dtype=np.uint32)
ring[1, 16](c, 13)
print(c)
# expect: [12 -8 28 42  7] [1 0 7]
# expect: [3 1]
