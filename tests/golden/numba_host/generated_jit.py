# numba.generated_jit: the function gets the Numba types of a call's arguments and returns the
# implementation for them (compiled as @njit; one per tuple of argument types).
import numpy as np
from numba import generated_jit, njit, types

calls = []

@generated_jit(nopython=True)
def is_missing(x):
    calls.append(str(x))
    if isinstance(x, types.Float):
        return lambda x: np.isnan(x)
    elif isinstance(x, (types.NPDatetime, types.NPTimedelta)):
        missing = x('NaT')
        return lambda x: x == missing
    else:
        return lambda x: False

print(is_missing(1.0))
print(is_missing(float('nan')))
print(is_missing(3))
print(is_missing(7))
print(calls)

@generated_jit
def scale(a, k):
    if isinstance(a, types.Array):
        def impl(a, k):
            return a * k
    else:
        def impl(a, k):
            return a + k
    return impl

print(scale(np.arange(3), 2), scale(1.5, 2))
print(is_missing.py_func.__name__, is_missing.__name__)

# expect: False
# expect: True
# expect: False
# expect: False
# expect: ['float64', 'int64']
# expect: [0 2 4] 3.5
# expect: is_missing is_missing

@generated_jit(nopython=True)
def gm(x):
    if isinstance(x, types.Float):
        return lambda x: x * 2.0
    return lambda x: x + 1

@njit
def use(a, b):
    return gm(a), gm(b)

print(use(1.5, 2))
# expect: (3.0, 3)
