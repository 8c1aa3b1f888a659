# numba.extending.overload_method: the typing function gets the receiver's Numba type and the
# arguments' types, and returns the implementation @jit code calls (the receiver first).
import numpy as np
from numba import njit, types
from numba.extending import overload_method

@overload_method(types.Array, 'scaled_sum')
def scaled_sum(arr, k):
    if isinstance(k, types.Integer):
        def impl(arr, k):
            return arr.sum() * k
        return impl
    def impl(arr, k):
        return arr.sum() * k + 0.5
    return impl

@overload_method(types.Float, 'twice')
def twice(x):
    def impl(x):
        return x * 2
    return impl

@njit
def use(a):
    return a.scaled_sum(3), a.scaled_sum(1.0), a[1].twice()

print(use(np.arange(4.0)))
try:
    np.arange(3.0).scaled_sum(2)
except AttributeError as e:
    print(e)

# expect: (18.0, 6.5, 2.0)
# expect: 'numpy.ndarray' object has no attribute 'scaled_sum'
