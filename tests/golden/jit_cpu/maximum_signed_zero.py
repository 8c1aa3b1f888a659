# Signed zeros in max/min: @njit's np.maximum/minimum/fmax/fmin give the first of an equal
# pair (Numba's np_real_maximum_impl: a >= b), NumPy's ufuncs and small reductions the second
# (its SIMD max/min); NaN handling as each has it.
import numpy as np
from numba import njit

@njit
def f(a, b):
    return np.maximum(a, b), np.minimum(a, b), np.fmax(a, b), np.fmin(a, b)

@njit
def g(x, y):
    return np.maximum(x, y)

print(f(-0.0, 0.0), f(0.0, -0.0), f(np.nan, 1.0), f(1.0, np.nan))
print(np.maximum(-0.0, 0.0), np.maximum(0.0, -0.0), np.minimum(-0.0, 0.0), np.minimum(0.0, -0.0))
print(np.fmax(-0.0, 0.0), np.fmax(0.0, -0.0), np.fmin(-0.0, 0.0), np.fmin(0.0, -0.0))
print(g(np.array([-0.0, 0.0]), np.array([0.0, -0.0])))
print(np.maximum(np.array([-0.0, 0.0]), np.array([0.0, -0.0])))
print(np.maximum([np.nan, 1.0, 2.0], [1.0, np.nan, 1.0]), np.fmax([np.nan, 1.0, np.nan], [1.0, np.nan, np.nan]))
print(np.clip(np.array([-0.0, 0.0, 2.0]), 0.0, 1.0))
print(np.max(np.array([-0.0, 0.0])), np.max(np.array([0.0, -0.0])), np.min(np.array([0.0, -0.0])), np.maximum.reduce(np.array([0.0, -0.0, 0.0])))
# expect: (-0.0, -0.0, -0.0, -0.0) (0.0, 0.0, 0.0, 0.0) (nan, nan, 1.0, 1.0) (nan, nan, 1.0, 1.0)
# expect: 0.0 -0.0 0.0 -0.0
# expect: 0.0 -0.0 0.0 -0.0
# expect: [-0.  0.]
# expect: [ 0. -0.]
# expect: [nan nan  2.] [ 1.  1. nan]
# expect: [0. 0. 1.]
# expect: 0.0 -0.0 -0.0 0.0
