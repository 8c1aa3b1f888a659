# no-cross-check: Numba's simulator raises NumPy's TypeError from the thread when it runs the call; a kernel here is typed before it runs, so the arity is a compile error naming the line
# np.fmax() needs two numbers in a kernel; its out argument is not supported there.
import numpy as np
from numba import cuda


@cuda.jit
def k(a):
    a[0] = np.fmax(a[1])


k[1, 1](np.zeros(3))
# expect stderr: np_fmax_arity_error.py:9:12: error: fmax() takes from 2 to 3 positional arguments but 1 were given (the third, out, is not supported in kernels)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: fmax() takes from 2 to 3 positional arguments but 1 were given (the third, out, is not supported in kernels)
