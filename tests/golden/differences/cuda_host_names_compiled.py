# no-cross-check: Numba 0.56's CUDA simulator has no cuda.event_elapsed_time or cuda.is_cuda_array; compiled Numba has them and Weft follows it (docs/language.md)
import numpy as np
from numba import cuda

start = cuda.event()
stop = cuda.event()
start.record()
d = cuda.to_device(np.arange(4.0))
stop.record()
stop.synchronize()
ms = cuda.event_elapsed_time(start, stop)
print(type(ms).__name__, ms >= 0)
print(cuda.is_cuda_array(d), cuda.is_cuda_array(np.arange(4.0)))
# expect: float True
# expect: True False
