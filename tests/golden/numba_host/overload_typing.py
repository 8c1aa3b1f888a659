# numba.extending.overload: @jit code calling the Python function gets the implementation the
# typing function returns for the arguments' Numba types (isinstance against numba.types
# classes, an array type's ndim and dtype); the typing function runs once per signature, and
# a Python call still runs the Python function.
import numpy as np
from numba import njit, types
from numba.extending import overload

def norm(x):
    return "python"

@overload(norm)
def ov_norm(x):
    print("typing", x, isinstance(x, types.Number), isinstance(x, types.Array))
    if isinstance(x, types.Integer):
        return lambda x: abs(x) * 10
    if isinstance(x, types.Float):
        def impl(x):
            return abs(x)
        return impl
    if isinstance(x, types.Array) and x.ndim == 1:
        print("array of", x.dtype)
        def impl(x):
            return np.sqrt((x * x).sum())
        return impl

@njit
def use_scalar(v):
    return norm(v) + 1

@njit
def use_array(a):
    return norm(a)

print(use_scalar(-2.5), use_scalar(-1.5), use_scalar(-3))
print(use_array(np.array([3.0, 4.0])), use_array(np.array([6.0, 8.0])))
print(norm(1))
# expect: typing float64 True False
# expect: typing int64 True False
# expect: 3.5 2.5 31
# expect: typing array(float64, 1d, C) False True
# expect: array of float64
# expect: 5.0 10.0
# expect: python
