# Tuples bound in both branches unify their items' types (int and float give float64).
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    if t % 2 == 0:
        p = (t, 1.5)
    else:
        p = (-t, 2)
    a, b = p
    out[t, 0] = a
    out[t, 1] = b

out = np.zeros((4, 2), dtype=np.float64)
k[1, 4](out)
print(out.tolist())
# expect: [[0.0, 1.5], [-1.0, 2.0], [2.0, 1.5], [-3.0, 2.0]]
