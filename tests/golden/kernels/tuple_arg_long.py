# A tuple of 40 numbers: past the typer's 32 scalars, so the interpreter tier runs that call;
# the short tuple still compiles.
from numba import jit

@jit(nopython=True)
def f(t):
    return t[0]

print(f((1, 2, 3)))
print(f(tuple(range(40))))
# expect: 1
# expect: 0
