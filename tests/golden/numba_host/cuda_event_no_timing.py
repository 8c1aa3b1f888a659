# elapsed_time on events created with timing=False is CUDA's invalid-handle error.
# no-cross-check: Numba's CUDA simulator does not model event timing flags
from numba import cuda
a = cuda.event(timing=False)
b = cuda.event(timing=False)
a.record()
b.record()
print(a.elapsed_time(b))

# expect runtime error: RuntimeError: [400] Call to cuEventElapsedTime results in CUDA_ERROR_INVALID_HANDLE
