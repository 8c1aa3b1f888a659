# numba.typeof names the type a compiled function gives a value; from_dtype maps NumPy dtypes.
import numpy as np
import numba
print(numba.typeof(np.arange(3)), numba.typeof(1), numba.typeof(1.5), numba.typeof(True))
print(numba.typeof(np.float32(1)), numba.typeof(np.zeros((3, 4))[:, ::2]))
print(numba.from_dtype(np.float32), numba.from_dtype(np.dtype('int16')))

# expect: array(int64, 1d, C) int64 float64 bool
# expect: float32 array(float64, 2d, A)
# expect: float32 int16
