# Data copied in once, one launch, one copy back: it transfers well, but the kernel does
# little work per byte moved. tests/prof/test_prof.py profiles this program: the transfers
# advice names the flops per byte transferred, not "keep arrays on the device".
import numpy as np
from numba import cuda


@cuda.jit
def scale(x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = 2.0 * x[i] + 1.0


n = 132 * 32
x = cuda.to_device(np.arange(n, dtype=np.float32))
y = cuda.device_array_like(x)
scale[132, 32](x, y)
r = y.copy_to_host()
print(r[:3], r[-1])
# expect: [1. 3. 5.] 8447.0
