# A statement that is a literal (`...`, a docstring, a number) computes nothing in compiled code,
# as in Numba: a template body `...` compiles.
import numpy as np
from numba import njit, guvectorize

@njit
def nothing(x):
    ...

@njit
def documented(x):
    "Doubles x."
    0
    return x * 2

@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),(n)->(n)')
def core(a, b, out):
    ...

print(nothing(3), documented(4))
r = core(np.ones(3), np.ones(3))
print(r.shape, r.dtype)
# expect: None 8
# expect: (3,) float64
