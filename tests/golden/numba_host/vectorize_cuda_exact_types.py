# A cuda ufunc wants array arguments of exactly the signature's types; a scalar becomes a
# one-element array (the result of scalars alone has shape (1,)).
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); message from numba/np/ufunc/deviceufunc.py
import numpy as np
from numba import vectorize

@vectorize(['float32(float32)'], target='cuda')
def twice(x):
    return 2 * x

print(twice(np.arange(3, dtype=np.float32)))
print(twice(3.0))
print(twice(np.arange(3, dtype=np.float64)))
# expect: [0. 2. 4.]
# expect: [6.]
# expect runtime error: TypeError: No matching version.  GPU ufunc requires array arguments to have the exact types.  This behaves like regular ufunc with casting='no'.
