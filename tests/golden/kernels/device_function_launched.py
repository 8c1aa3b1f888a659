# no-cross-check: Numba's CUDA simulator runs a device function launched as a kernel; compiled Numba refuses to compile it as one, and Weft follows it (docs/language.md)
# A device function given a launch configuration is compiled Numba's RuntimeError.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def helper(a):
    a[0] = 1


a = np.zeros(3)
try:
    helper[1, 1](a)
except RuntimeError as e:
    print(e)
print(a)
# expect: Cannot compile a device function as a kernel
# expect: [0. 0. 0.]
