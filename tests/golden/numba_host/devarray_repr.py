# A device array prints as Numba's DeviceNDArray object, not as its contents.
# no-cross-check: Numba's CUDA simulator prints FakeCUDAArray contents; a real GPU prints this
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(3))
print(repr(d)[:50])
print(str(d)[:50])

# expect: <numba.cuda.cudadrv.devicearray.DeviceNDArray obje
# expect: <numba.cuda.cudadrv.devicearray.DeviceNDArray obje
