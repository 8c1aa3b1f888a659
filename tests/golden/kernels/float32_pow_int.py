# float32 ** int in a kernel is a float64, as Numba's simulator computes it with NumPy scalars
# (compiled @jit code keeps float32: jit_cpu/float32_int_power.py).
import numpy as np
from numba import cuda

@cuda.jit
def powers(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = x[i] ** 2
        out[i, 1] = x[i] ** 3

x = np.array([1.1, 2.3, -0.7], dtype=np.float32)
out = np.zeros((3, 2))
powers[1, 4](x, out)
for row in out:
    print(row.tolist())

# expect: [1.210000052452088, 1.3310000865459461]
# expect: [5.2899997806549095, 12.166999243259445]
# expect: [0.4899999833106996, -0.34299998247623475]
