# no-cross-check: Numba takes nested tuples; Weft passes flat tuples of numbers and arrays only (its message)
import numpy as np
from numba import cuda, jit
@cuda.jit
def k(a, t):
    a[0] = t[0][0]
a = np.zeros(2)
k[1, 1](a, ((1, 2), 3))
# expect runtime error: TypeError: a tuple passed to a compiled function may hold only numbers, bools and arrays (item 0 is a tuple)
