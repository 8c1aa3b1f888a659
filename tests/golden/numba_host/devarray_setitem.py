# Writing into a device array element or slice changes the device memory, seen by copy_to_host.
import numpy as np
from numba import cuda
d = cuda.to_device(np.zeros(6, dtype=np.int32))
d[0] = 7
d[2:4] = np.array([5, 6], dtype=np.int32)
print(d.copy_to_host())

# expect: [7 0 5 6 0 0]
