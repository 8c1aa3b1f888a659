# The tier is chosen per argument types: an array compiles, a string runs in the interpreter
# tier (Numba types both), each with Numba's result.
import numpy as np
from numba import njit

@njit
def first(x):
    return x[0]

print(first(np.arange(3.0) + 7))
print(first("abc"))
print(first(np.arange(2) + 4))
# expect: 7.0
# expect: a
# expect: 4
