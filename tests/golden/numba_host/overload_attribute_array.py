# numba.extending.overload_attribute: a.name in @jit code calls the getter the typing function
# returns; Python code outside @jit does not see the attribute.
import numpy as np
from numba import njit, types
from numba.extending import overload_attribute

@overload_attribute(types.Array, 'half_size')
def half_size(arr):
    def get(arr):
        return arr.size // 2
    return get

@njit
def h(a):
    return a.half_size

@njit
def both(a, b):
    return a.half_size + b.half_size

print(h(np.arange(7)), h(np.zeros((3, 4))))
print(both(np.arange(10), np.arange(3.0)))
try:
    np.arange(3).half_size
except AttributeError as e:
    print(e)

# expect: 3 6
# expect: 6
# expect: 'numpy.ndarray' object has no attribute 'half_size'
