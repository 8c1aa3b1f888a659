# A device array among a cuda ufunc's inputs keeps the result on the device; with out= the
# result is a new view of out (Numba returns out.reshape(shape)).
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); compared with NumPy
import numpy as np
from numba import cuda, vectorize

@vectorize(['float64(float64, float64)'], target='cuda')
def mul(x, y):
    return x * y

x = np.linspace(0, 1, 5)
d = cuda.to_device(x)
r = mul(d, x)
print(repr(r)[:45])
print(r.shape, r.dtype)
print(np.array_equal(r.copy_to_host(), x * x))
out = cuda.device_array_like(d)
s = mul(d, 2.0, out=out)
print(s is out, s.copy_to_host(), out.copy_to_host())

# expect: array([0.    , 0.0625, 0.25  , 0.5625, 1.
# expect: (5,) float64
# expect: True
# expect: False [0.  0.5 1.  1.5 2. ] [0.  0.5 1.  1.5 2. ]
