# numba.cuda.cudadrv.devicearray is, as in Numba's simulator, the simulator's module: its class
# is FakeCUDAArray (what device arrays are), it is cuda.devicearray and cuda.cudadrv.devicearray,
# and its allocation functions are numba.cuda's.
import numpy as np
import numba.cuda.cudadrv.devicearray as m
from numba import cuda
from numba.cuda.cudadrv import devicearray

print(m.__name__, cuda.cudadrv.__name__)
print(m is devicearray, cuda.devicearray is m, cuda.cudadrv.devicearray is m)
d = cuda.to_device(np.arange(3))
print(m.FakeCUDAArray, type(d) is m.FakeCUDAArray, isinstance(d, m.FakeCUDAArray))
print(m.is_cuda_ndarray(d), m.is_cuda_ndarray(np.arange(3)), m.is_cuda_ndarray(cuda.device_array(2)[1:]))
print(m.to_device is cuda.to_device, m.device_array is cuda.device_array, m.pinned_array is cuda.pinned_array)
print(m.require_cuda_ndarray(d), hasattr(m, "DeviceNDArray"))
try:
    m.require_cuda_ndarray([1, 2])
except ValueError as e:
    print("ValueError:", e)
# expect: numba.cuda.simulator.cudadrv.devicearray numba.cuda.simulator.cudadrv
# expect: True True True
# expect: <class 'numba.cuda.simulator.cudadrv.devicearray.FakeCUDAArray'> True True
# expect: True False True
# expect: True True True
# expect: None False
# expect: ValueError: require an cuda ndarray object
