# Full integer indexing gives NumPy scalars with the array's dtype.
import numpy as np

a = np.arange(6, dtype=np.int16).reshape(2, 3)
x = a[1, 2]
print(x, x.dtype, a[0][1].dtype, repr(np.array([0.5], dtype=np.float32)[0]))
f = np.array([2.5, 3.0])
print(f[0], repr(f[1]), f[-1].dtype)

# expect: 5 int16 int16 0.5
# expect: 2.5 3.0 float64
