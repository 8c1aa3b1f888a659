# A factory's kernel may call a device function the same factory made: both see the
# factory's arguments, and a device function from a module of globals sees its own globals.
import numpy as np
from numba import cuda

BIAS = 100

def make(power, scale):
    @cuda.jit(device=True)
    def f(x):
        return x ** power + BIAS

    @cuda.jit
    def k(a, out):
        i = cuda.grid(1)
        if i < a.size:
            out[i] = f(a[i]) * scale
    return k

a = np.arange(5, dtype=np.int64)
out = np.zeros(5, dtype=np.int64)
make(2, 1)[1, 8](a, out)
print(out)
make(3, -1)[1, 8](a, out)
print(out)
# expect: [100 101 104 109 116]
# expect: [-100 -101 -108 -127 -164]
