# A name bound to different arrays on different paths may later be bound to a number: from then
# on it is that number.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, out):
    i = cuda.grid(1)
    x = a
    if i % 2:
        x = b
    y = x[i]
    x = np.int32(3)
    out[i] = y * x

out = np.zeros(4)
k[1, 4](np.arange(4.0), -np.arange(4.0), out)
print(out)
# expect: [ 0. -3.  6. -9.]
