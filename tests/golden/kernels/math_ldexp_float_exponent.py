# no-cross-check: Python raises this TypeError when the kernel runs; compiled code refuses it when it compiles
# math.ldexp's exponent must be an integer, in kernels as in Python.
import math
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    out[0] = math.ldexp(out[0], 2.0)

k[1, 1](np.ones(1))
# expect stderr: math_ldexp_float_exponent.py:9:14: error: Expected an int as second argument to ldexp.
# expect runtime error: TypeError: cannot compile 'k' for the simulator: Expected an int as second argument to ldexp.
