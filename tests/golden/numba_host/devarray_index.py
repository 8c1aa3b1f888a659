# Indexing a device array reads one element back; slicing gives a device view.
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(10.0))
print(d[3], d[-1])
v = d[2:8:2]
print(v.shape, v.copy_to_host())
m = cuda.to_device(np.arange(12).reshape(3, 4))
print(m[1, 2], m[1].copy_to_host(), m[:, 1].copy_to_host())

# expect: 3.0 9.0
# expect: (3,) [2. 4. 6.]
# expect: 6 [4 5 6 7] [1 5 9]
