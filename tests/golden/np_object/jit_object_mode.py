# @jit without nopython=True falls back to object mode for an object array and runs.
import numpy as np
from numba import jit

@jit
def first(a):
    return a[0]

print(first(np.array(['x', None], dtype=object)))
# expect: x
