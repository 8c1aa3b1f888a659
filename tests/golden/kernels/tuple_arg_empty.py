# An empty tuple argument: Numba takes it; Weft's typer does not, so the interpreter tier runs it.
from numba import jit

@jit(nopython=True)
def f(t):
    return 1

print(f(()))
# expect: 1
