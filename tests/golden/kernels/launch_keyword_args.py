# Kernel launches take positional arguments only: Numba's simulator rejects a keyword
# argument with this TypeError.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, n):
    a[0] = n

a = np.zeros(1)
k[1, 1](a, 2)
print(a)
k[1, 1](a, n=3)
# expect: [2.]
# expect runtime error: TypeError: FakeCUDAKernel.__call__() got an unexpected keyword argument 'n'
