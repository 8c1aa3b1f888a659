# @jit code calling a plain Python function: Numba cannot type the global name, falls back to
# object mode with its warning, and the function runs as Python.
import numpy as np
from numba import jit

def covariance(x, y):
    return ((x - x.mean()) * (y - y.mean())).mean()

@jit
def slope(x, y):
    return covariance(x, y) / covariance(x, x)

print(slope(np.arange(10.0), 3.0 * np.arange(10.0) + 1.0))
# expect: 3.0
# expect stderr: Compilation is falling back to object mode WITH looplifting enabled because Function "slope" failed type inference due to: Untyped global name 'covariance': Cannot determine Numba type of <class 'function'>
# expect stderr:     return covariance(x, y) / covariance(x, x)
