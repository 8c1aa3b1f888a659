# no-cross-check: Numba takes an empty tuple; Weft passes tuples of at least one number (its message)
from numba import jit

@jit(nopython=True)
def f(t):
    return 1

print(f(()))
# expect runtime error: TypeError: cannot pass an empty tuple to a compiled function
