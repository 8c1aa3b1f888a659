# numba.typeof of a tuple: Numba's UniTuple for items of one type, Tuple otherwise.
import numpy as np
import numba

print(numba.typeof((1, 2.0)))
print(numba.typeof((1, 2, 3)))
print(numba.typeof((np.float32(1), True)))
print(numba.typeof((1.5,)))
print(numba.typeof(1j), numba.typeof(np.zeros((3, 3))[:, 1]))
# expect: Tuple(int64, float64)
# expect: UniTuple(int64 x 3)
# expect: Tuple(float32, bool)
# expect: UniTuple(float64 x 1)
# expect: complex128 array(float64, 1d, A)
