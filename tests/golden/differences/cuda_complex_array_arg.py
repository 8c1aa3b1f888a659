# no-cross-check: Numba's kernels compute with complex numbers; Weft's take real numbers only (docs/language.md)
import numpy as np
from numba import cuda
@cuda.jit
def double(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = a[i] * 2
double[1, 4](np.array([1+2j, 3]))
# expect runtime error: TypeError: complex values are not supported in compiled functions in Weft
