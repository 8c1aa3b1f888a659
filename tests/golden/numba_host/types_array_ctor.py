# numba.types.Array(dtype, ndim, layout) names an array type, in a signature too; a layout other
# than C, F or A is Numba's error.
import numpy as np
from numba import njit, types

A = types.Array(types.float64, 1, 'C')
print(A, types.Array(types.int32, 3, 'F'), types.Array(dtype=types.float32, ndim=2, layout='A'))
print(A == types.float64[::1], isinstance(A, types.Array))

@njit(types.float64(A))
def total(a):
    return a.sum()

print(total(np.arange(4.0)), total.signatures)
try:
    types.Array(types.float64, 1)
except TypeError as e:
    print("TypeError:", e)
types.Array(types.float64, 1, 'X')
# expect: array(float64, 1d, C) array(int32, 3d, F) array(float32, 2d, A)
# expect: True True
# expect: 6.0 [(array(float64, 1d, C),)]
# expect: TypeError: Array.__init__() missing 1 required positional argument: 'layout'
# expect runtime error: numba.core.errors.NumbaValueError: Invalid layout 'X'
