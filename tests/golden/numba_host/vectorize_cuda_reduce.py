# A cuda ufunc's reduce halves the array in place on the device, as Numba's vectorizers.py does.
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); compared with NumPy
import numpy as np
from numba import cuda, vectorize

@vectorize(['int64(int64, int64)', 'float64(float64, float64)'], target='cuda')
def add(a, b):
    return a + b

x = np.arange(1, 12)
print(add.reduce(x), x.sum(), add.reduce(np.arange(7.0)), add.reduce(np.array([5])))
d = cuda.to_device(np.arange(8))
print(add.reduce(d), d.copy_to_host())
print(add.reduce(np.zeros(0)))
# expect: 66 66 21.0 5
# expect: 28 [28 16  8 10  4  5  6  7]
# expect runtime error: TypeError: Reduction on an empty array.
