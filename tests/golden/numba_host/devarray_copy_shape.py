# Copies need the same shape up to length-1 axes.
import numpy as np
from numba import cuda
d2 = cuda.to_device(np.zeros((1, 4)))
d2.copy_to_device(np.arange(4.0))
print(d2.copy_to_host())
h = np.zeros(4)
d2.copy_to_host(h)
print(h)
d = cuda.to_device(np.arange(4))
d.copy_to_device(np.arange(5))

# expect: [[0. 1. 2. 3.]]
# expect: [0. 1. 2. 3.]
# expect runtime error: ValueError: incompatible shape: (4,) vs. (5,)
