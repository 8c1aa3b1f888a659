# A cuda @vectorize ufunc's reduce is Numba's halving scheme (vectorizers.py): the host array is
# copied to the device once, each halving step is a launch of the ufunc on device memory, and
# the result element comes back. tests/prof/test_prof.py profiles this program: 11 int64
# elements give 5 launches of 'add', 88 bytes in, 8 bytes back.
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); the sum is checked against NumPy
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], target='cuda')
def add(a, b):
    return a + b


x = np.arange(1, 12)
print(add.reduce(x), x.sum())
# expect: 66 66
