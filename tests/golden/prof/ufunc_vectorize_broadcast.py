# What Numba's cuda ufunc copies for scalars and broadcast inputs (deviceufunc.py): a scalar is
# a one-element array; for a result of more than one dimension every input is raveled, so a
# broadcast input or scalar becomes a full-size contiguous array. tests/prof/test_prof.py
# profiles this program: H2D (160 + 160) + (160 + 160) + (40 + 8) = 688 bytes in 6 copies,
# D2H 160 + 160 + 40 = 360 bytes in 3.
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); sums checked by hand
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'], target='cuda')
def add(x, y):
    return x + y


a = np.ones((4, 5))
b = np.arange(5.0)
print(add(a, b).sum(), add(a, 2.0).sum(), add(b, 1.0).sum())
# expect: 60.0 60.0 15.0
