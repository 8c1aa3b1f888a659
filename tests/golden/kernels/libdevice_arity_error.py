# no-cross-check: Numba's simulator's libdevice stubs are Python functions (a TypeError from the thread); a kernel here is typed before it runs
# A libdevice function called with the wrong number of arguments is a compile error.
import numpy as np
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def k(a):
    a[0] = libdevice.fmaf(a[1], a[0])


k[1, 1](np.ones(2, dtype=np.float32))
# expect stderr: libdevice_arity_error.py:10:12: error: libdevice.fmaf() takes 3 arguments (2 given)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: libdevice.fmaf() takes 3 arguments (2 given)
