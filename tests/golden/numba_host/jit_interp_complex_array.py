# A @njit function given a complex array runs in the interpreter tier (the KIR typer takes real
# numbers only) and gives Numba's result.
import numpy as np
from numba import njit
@njit
def first(a):
    return a[0] * 2
print(first(np.array([1+2j, 3])))
# expect: (2+4j)
