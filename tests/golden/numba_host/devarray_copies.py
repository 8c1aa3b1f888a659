# copy_to_host into a given array returns that array; copy_to_device overwrites device memory.
import numpy as np
from numba import cuda
x = np.arange(4, dtype=np.float64)
d = cuda.to_device(x)
x[0] = 100.0
print(d.copy_to_host())
h = np.zeros(4)
r = d.copy_to_host(h)
print(r is h, h)
d.copy_to_device(np.array([9.0, 8.0, 7.0, 6.0]))
print(d.copy_to_host())
e = cuda.to_device(np.ones(4))
d.copy_to_device(e)
print(d.copy_to_host())

# expect: [0. 1. 2. 3.]
# expect: True [0. 1. 2. 3.]
# expect: [9. 8. 7. 6.]
# expect: [1. 1. 1. 1.]
