# no-cross-check: a compile error (Numba's simulator indexes the row and fails differently)
# An atomic on a 2-D array needs an index with two components: the error says so.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    cuda.atomic.add(a, 1, 1)

a = np.zeros((2, 2), np.int32)
k[1, 1](a)
print(a)
# expect stderr: atomic_index_components.py:8:24: error: the index of this 2-D array must have 2 components (one per dimension), not 1
# expect runtime error: TypeError: cannot compile 'k' for the simulator: the index of this 2-D array must have 2 components (one per dimension), not 1
