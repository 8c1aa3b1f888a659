# A variable first bound to an int and later to a float is a float everywhere (Numba unifies).
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    acc = 0
    for j in range(4):
        acc += 0.5 * j
    out[0] = acc

out = np.zeros(1, dtype=np.float64)
k[1, 1](out)
print(out[0])
# expect: 3.0
