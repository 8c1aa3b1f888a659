# sum() of an array inside @jit, a keyword argument, and a call to another @jit function from
# the interpreted one (which the typer compiles on its own).
import numpy as np
from numba import jit

@jit
def pred(y):
    return y < 100

@jit
def grow(y, zs):
    while pred(y):
        y += sum(zs)
    return y

print(grow(1.0, zs=np.arange(5.0)))
# expect: 101.0
