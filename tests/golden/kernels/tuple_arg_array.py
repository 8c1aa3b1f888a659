# A tuple holding an array: Numba takes it in nopython mode; Weft's typer passes flat tuples of
# numbers only, so the function runs in the interpreter tier, silently, with Numba's result.
import numpy as np
from numba import jit
@jit(nopython=True)
def f(t):
    return t[0][0]
print(f((np.zeros(2), 1)))
# expect: 0.0
