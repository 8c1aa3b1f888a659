# np.sin, np.exp, ... in a kernel compute what NumPy computes (its own loops, as Numba's
# simulator calls them, bit for bit); math.sin stays Python's math.sin.
import math
import numpy as np
from numba import cuda

@cuda.jit
def np_funcs(x32, p32, x64, o32, o64, m64):
    i = cuda.grid(1)
    if i < x32.size:
        o32[i, 0] = np.sin(x32[i])
        o32[i, 1] = np.cos(x32[i])
        o32[i, 2] = np.exp(x32[i])
        o32[i, 3] = np.log(p32[i])
        o32[i, 4] = np.tanh(x32[i])
        o64[i, 0] = np.sin(x64[i])
        o64[i, 1] = np.exp(x64[i])
        o64[i, 2] = np.log10(x64[i] + 11)
        o64[i, 3] = np.tanh(x64[i])
        m64[i] = math.sin(x64[i])

x64 = np.linspace(-10, 10, 301)
x32 = x64.astype(np.float32)
p32 = np.abs(x32) + np.float32(0.5)
o32 = np.zeros((301, 5), dtype=np.float32)
o64 = np.zeros((301, 4))
m64 = np.zeros(301)
np_funcs[10, 32](x32, p32, x64, o32, o64, m64)
host32 = np.stack([np.sin(x32), np.cos(x32), np.exp(x32), np.log(p32), np.tanh(x32)], axis=1)
host64 = np.stack([np.sin(x64), np.exp(x64), np.log10(x64 + 11), np.tanh(x64)], axis=1)
print(np.array_equal(o32, host32), np.array_equal(o64, host64))
print(all(m64[k] == math.sin(x64[k]) for k in range(301)))
print(o32[5], repr(o64[7, 0]))
# expect: True True
# expect: True
# expect: [ 2.3953709e-01 -9.7088724e-01  6.3360683e-05  2.3191144e+00
# expect:  -9.9999994e-01] 0.10834229053647472
