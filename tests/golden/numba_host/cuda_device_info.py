# Without a GPU, cuda.get_current_device is missing as in Numba's CUDA simulator.
from numba import cuda
print(cuda.is_available())
dev = cuda.get_current_device()

# expect: True
# expect runtime error: AttributeError: module 'numba.cuda' has no attribute 'get_current_device'
