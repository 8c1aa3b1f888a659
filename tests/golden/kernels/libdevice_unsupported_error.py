# no-cross-check: Numba's simulator's libdevice stubs return None for every function; Weft compiles most of them and names the ones it does not
# A libdevice function Weft does not compile (a Bessel function) is a compile error naming it.
import numpy as np
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def k(a):
    a[0] = libdevice.j0(a[1])


k[1, 1](np.ones(2))
# expect stderr: libdevice_unsupported_error.py:10:12: error: libdevice.j0() is not supported in kernels by Weft (docs/simulator.md lists the libdevice functions it compiles)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: libdevice.j0() is not supported in kernels by Weft (docs/simulator.md lists the libdevice functions it compiles)
