# cuda.grid(1) called on the host is the simulator's AttributeError, at the lookup.
from numba import cuda
n = 8
i = cuda.grid(1)
# expect runtime error: AttributeError: module 'numba.cuda' has no attribute 'grid'
