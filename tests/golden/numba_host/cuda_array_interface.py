# A device array's __cuda_array_interface__ (version 3, as Numba 0.56's DeviceNDArray gives it),
# cuda.is_cuda_array and cuda.as_cuda_array (a new device array over the same memory).
# no-cross-check: Numba's CUDA simulator has none of these; the expectations are real Numba 0.56's
# (without a GPU a device array is the simulator's FakeCUDAArray by name, as the oracle's is)
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(6, dtype=np.float32).reshape(2, 3))
print(type(d).__name__, type(d), isinstance(d, type(d)))
ci = d.__cuda_array_interface__
print(list(ci), ci['shape'], ci['strides'], ci['typestr'], ci['stream'], ci['version'], ci['data'][1], ci['data'][0] != 0)
col = d[:, 1]
print(col.__cuda_array_interface__['strides'], col.__cuda_array_interface__['typestr'])
e = cuda.as_cuda_array(d)
e[0, 0] = 9
print(type(e).__name__, e is d, d.copy_to_host()[0])
print(cuda.is_cuda_array(d), cuda.is_cuda_array(np.zeros(2)), cuda.is_cuda_array(e))
# expect: FakeCUDAArray <class 'numba.cuda.simulator.cudadrv.devicearray.FakeCUDAArray'> True
# expect: ['shape', 'strides', 'data', 'typestr', 'stream', 'version'] (2, 3) None <f4 None 3 False True
# expect: (12,) <f4
# expect: FakeCUDAArray False [9. 1. 2.]
# expect: True False True
