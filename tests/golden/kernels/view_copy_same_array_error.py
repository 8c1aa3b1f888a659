# no-cross-check: NumPy (the simulator) copies overlapping views through a buffer; a kernel cannot allocate one
# Copying part of an array into another part of the same array is a compile error in a kernel.
import numpy as np
from numba import cuda

@cuda.jit
def shift(a):
    if cuda.grid(1) == 0:
        a[1:] = a[:-1]

shift[1, 1](np.arange(4.0))
# expect stderr: view_copy_same_array_error.py:9:9: error: assigning part of an array to another part of it is not supported in kernels (copy element by element)
# expect runtime error: TypeError: cannot compile 'shift' for the simulator: assigning part of an array to another part of it is not supported in kernels (copy element by element)
