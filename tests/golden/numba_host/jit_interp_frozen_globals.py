# Globals are frozen at compile time also for @njit functions that Weft runs in its interpreter
# tier (here: an array method on a global array, a string global, a tuple global); recompile()
# reads them anew. Object mode (@jit falling back) reads them live, as Numba's does.
from numba import njit, jit
import numpy as np

SCALE = 2.5
NAME = "x"
PAIR = (1, 2)
TABLE = np.array([1.0, 2.0, 4.0])

@njit
def apply(x):
    return x * SCALE + TABLE.sum(), NAME * 2, PAIR[1]

print(apply(2.0))
SCALE = 10.0
NAME = "y"
PAIR = (5, 6)
print(apply(2.0))
apply.recompile()
print(apply(2.0))

G = 3

@njit
def uses_g(a):
    return a.sum() + G

print(uses_g(np.arange(3)))
del G
print(uses_g(np.arange(3)), 'G' in globals())

class Box:
    pass

@jit
def live(b):
    return SCALE + 1

print(live(Box()))
SCALE = 20.0
print(live(Box()))

# expect: (12.0, 'xx', 2)
# expect: (12.0, 'xx', 2)
# expect: (27.0, 'yy', 6)
# expect: 6
# expect: 6 False
# expect: 11.0
# expect: 21.0
