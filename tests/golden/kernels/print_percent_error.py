# no-cross-check: a %-conversion printf cannot write as Python does (%x of a negative number,
# %c, a '*' width) is a compile error naming it
import numpy as np
from numba import cuda

@cuda.jit
def hexes(a):
    print("%x" % a[0])

hexes[1, 1](np.ones(1, dtype=np.int64))
# expect stderr: print_percent_error.py:8:11: error: the conversion '%x' is not supported in a kernel's print (supported: %[-+ 0][width][.precision][d|i|u|f|e|g], %[-][width][s|r])
# expect runtime error: TypeError: cannot compile 'hexes' for the simulator: the conversion '%x' is not supported in a kernel's print (supported: %[-+ 0][width][.precision][d|i|u|f|e|g], %[-][width][s|r])
