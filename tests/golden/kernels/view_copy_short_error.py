# A shorter source copied into a kernel's view is NumPy's broadcast ValueError, not a bounds
# fault, raised as Numba's simulator raises it (the thread's ids first).
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b):
    i = cuda.grid(1)
    if i == 2:
        a[1, :] = b[1:3]

a = np.zeros((2, 4))
b = np.arange(6, dtype=np.float64)
k[1, 4](a, b)
print(a)
# expect stderr: view_copy_short_error.py:10:9: error: could not broadcast input array from shape (2,) into shape (4,) in kernel k
# expect runtime error: ValueError: tid=[2, 0, 0] ctaid=[0, 0, 0]: could not broadcast input array from shape (2,) into shape (4,)
