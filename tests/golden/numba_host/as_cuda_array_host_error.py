# cuda.as_cuda_array of a host array raises Numba's TypeError.
# no-cross-check: Numba's CUDA simulator has no as_cuda_array; the message is real Numba 0.56's
import numpy as np
from numba import cuda
cuda.as_cuda_array(np.zeros(2))
# expect runtime error: TypeError: *obj* doesn't implement the cuda array interface.
