# no-cross-check: Numba's simulator runs the loop in Python; Weft unrolls a loop over a tuple of arrays and refuses a break
import numpy as np
from numba import cuda

@cuda.jit
def first_positive(arrs, out):
    for a in arrs:
        if a[0] > 0:
            out[0] = a[0]
            break

first_positive[1, 1]((np.ones(2), np.zeros(2)), np.zeros(1))
# expect stderr: loop_tuple_of_arrays_break_error.py:7:5: error: a loop over a tuple of arrays cannot have a break or an else in compiled code
# expect runtime error: TypeError: cannot compile 'first_positive' for the simulator: a loop over a tuple of arrays cannot have a break or an else in compiled code
