# no-cross-check: CPython's breakpoint() starts pdb; Weft's does nothing unless the program runs under weft --debug (docs/language.md)
import numpy as np
from numba import cuda


@cuda.jit
def k(a):
    i = cuda.threadIdx.x
    breakpoint()
    a[i] = i


a = np.zeros(3, dtype=np.int64)
print(breakpoint())
k[1, 3](a)
print(a)
# expect: None
# expect: [0 1 2]
