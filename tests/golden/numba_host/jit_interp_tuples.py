# Tuples built and returned by @jit code: interpreted (the typer rejects tuple arithmetic), silent.
from numba import jit

@jit
def tuples():
    a, b, c = (1, 2) + (3,)
    return a, b, c

print(tuples())
# expect: (1, 2, 3)
