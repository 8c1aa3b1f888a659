# Device functions and @jit functions use their parameters' constant defaults, and @jit calls
# from the host take keyword arguments.
import numpy as np
from numba import cuda, jit

@cuda.jit(device=True)
def scale(x, y=2.0, z=1):
    return x * y + z

@cuda.jit
def k(out):
    out[0] = scale(3.0)
    out[1] = scale(3.0, 0.5)
    out[2] = scale(3.0, 0.5, 4)

@jit
def f(x, y=2):
    return x * y

@jit
def g(a, b=1.5, c=0):
    return a + b * c

out = np.zeros(3)
k[1, 1](out)
print(out)
print(f(3), f(3, 4), f(x=5), f(2, y=0.5))
print(g(1.0), g(1.0, c=2), g(c=3, a=0.0, b=0.5))
# expect: [7.  2.5 5.5]
# expect: 6 12 10 1.0
# expect: 1.0 4.0 1.5
