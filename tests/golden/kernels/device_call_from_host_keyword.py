# Numba's simulator calls a device function from the host with positional arguments only.
from numba import cuda

@cuda.jit(device=True)
def scale(x, k=2.0):
    return k * x

print(scale(1.5))
print(scale(1.5, k=3.0))
# expect: 3.0
# expect runtime error: TypeError: FakeCUDAKernel.__call__() got an unexpected keyword argument 'k'
