# size= reduces only the first elements.
# no-cross-check: Numba's CUDA simulator has no size= in cuda.reduce (real Numba has)
import numpy as np
from numba import cuda

add = cuda.reduce(lambda a, b: a + b)
print(add(np.arange(10), size=4))
print(add(np.arange(1000), size=300))
# expect: 6
# expect: 44850
