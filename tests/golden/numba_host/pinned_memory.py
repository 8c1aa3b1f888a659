# Pinned host memory (numba.cuda): pinned_array and pinned_array_like give NumPy arrays (zeroed
# here; Numba leaves them uninitialised, so only their shape and dtype are compared), mapped_array
# takes stream, portable and wc; `with cuda.pinned(a):` yields None and keeps the array usable;
# keywords are refused as Python refuses them.
import numpy as np
from numba import cuda

p = cuda.pinned_array((2, 3), dtype=np.int32)
print(type(p).__name__, p.dtype, p.shape)
f = cuda.pinned_array_like(np.zeros((2, 4)).T)  # Fortran order
print(f.shape, f.dtype, f.flags["F_CONTIGUOUS"], f.flags["C_CONTIGUOUS"])
m = cuda.mapped_array(5, dtype=np.float32, stream=0, portable=False, wc=True)
print(m.shape, m.dtype)
a = np.arange(6.0)
with cuda.pinned(a) as nothing:
    d = cuda.to_device(a)
    a[0] = 9
print(nothing, d.copy_to_host()[:2], a[:2])
try:
    with cuda.pinned(a, portable=True):
        pass
except TypeError as e:
    print(e)
# expect: ndarray int32 (2, 3)
# expect: (4, 2) float64 True False
# expect: (5,) float32
# expect: None [0. 1.] [9. 1.]
# expect: pinned() got an unexpected keyword argument 'portable'
