# `from numba.cuda.cudadrv.devicearray import DeviceNDArray` fails as in Numba's simulator,
# whose module stands in for that one and names its device array class FakeCUDAArray.
from numba import cuda
from numba.cuda.cudadrv.devicearray import DeviceNDArray
# expect runtime error: ImportError: cannot import name 'DeviceNDArray' from 'numba.cuda.simulator.cudadrv.devicearray' (/usr/lib/python3/dist-packages/numba/cuda/simulator/cudadrv/devicearray.py)
