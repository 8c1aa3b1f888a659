# no-cross-check: a format spec printf cannot write as Python does (centring, grouping, hex) is a
# compile error naming it (Numba's simulator formats any spec; compiled Numba takes no f-strings)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    print(f"{a[i]:^8.2f}")

k[1, 1](np.ones(1))
# expect stderr: print_fstring_spec_error.py:9:11: error: format spec '^8.2f' is not supported in a kernel's f-string (supported: [<|>][+| ][0][width][.precision][d|f|e|g])
# expect runtime error: TypeError: cannot compile 'k' for the simulator: format spec '^8.2f' is not supported in a kernel's f-string (supported: [<|>][+| ][0][width][.precision][d|f|e|g])
