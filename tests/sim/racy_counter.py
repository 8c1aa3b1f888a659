import numpy as np
from numba import cuda

# The course example: a counter every thread increments without an atomic. Numba's simulator
# runs a block's threads one after another, so it counts every thread; the race is reported
# once per kernel (the second launch repeats none of it) and the run goes on.
@cuda.jit
def count(c):
    c[0] += 1

c = np.zeros(1, dtype=np.int32)
count[1, 64](c)
print(c[0])
c = np.zeros(1, dtype=np.int32)
count[4, 64](c)
print(c[0])
