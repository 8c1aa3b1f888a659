# cuda.reduce accepts only 1-D arrays.
# no-cross-check: Numba's CUDA simulator reduces any iterable; real Numba raises this
import numpy as np
from numba import cuda

add = cuda.reduce(lambda a, b: a + b)
print(add(np.ones((2, 2))))
# expect runtime error: TypeError: only support 1D array
