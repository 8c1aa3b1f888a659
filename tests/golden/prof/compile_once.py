# One kernel compiled once (one specialisation) and launched four times on a device array.
# tests/prof/test_prof.py profiles this program: the Compile Summary has one row with 1 call
# (cache hits of the specialisation cache are no compiles).
import numpy as np
from numba import cuda


@cuda.jit
def fill(a, k):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = k


d = cuda.device_array(1024, dtype=np.float32)
for k in range(4):
    fill[4, 256](d, k)
print(d.copy_to_host()[:3])
# expect: [3. 3. 3.]
