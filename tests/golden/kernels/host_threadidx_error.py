# cuda.threadIdx read on the host is the simulator's AttributeError (the name exists only in kernels).
from numba import cuda
print(cuda.threadIdx)
# expect runtime error: AttributeError: module 'numba.cuda' has no attribute 'threadIdx'
