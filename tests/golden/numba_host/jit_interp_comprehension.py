# List comprehensions in @jit code: returned as a list, or made into an array.
import numpy as np
from math import sqrt
from numba import jit

@jit
def f(xi):
    return xi * xi + 1

@jit
def g(x):
    return np.array([f(xi) for xi in x])

@jit
def roots(x):
    return [sqrt(xi) for xi in x]

print(g(np.arange(5.0)))
print(roots(np.array([1.0, 4.0, 9.0, 2.0])))
# expect: [ 1.  2.  5. 10. 17.]
# expect: [1.0, 2.0, 3.0, 1.4142135623730951]
