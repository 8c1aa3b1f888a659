# no-cross-check: Numba takes arrays in tuples; Weft passes flat tuples of numbers only (its message)
import numpy as np
from numba import jit
@jit(nopython=True)
def f(t):
    return t[0][0]
print(f((np.zeros(2), 1)))
# expect runtime error: TypeError: a tuple passed to a compiled function may hold only numbers and bools (item 0 is a numpy.ndarray)
