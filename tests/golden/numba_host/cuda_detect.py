# Without a GPU, cuda.detect() prints what Numba's CUDA simulator prints and returns None.
from numba import cuda
print(cuda.detect())

# expect: Found 1 CUDA devices
# expect: id 0               SIMULATOR                              [SUPPORTED]
# expect:                       compute capability: 5.3
# expect: None
