# Iterating a device array reads its elements (1-D) or yields device rows (N-D).
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(3.0))
for v in d:
    print(v)
m = cuda.to_device(np.arange(4).reshape(2, 2))
for row in m:
    print(row.copy_to_host())

# expect: 0.0
# expect: 1.0
# expect: 2.0
# expect: [0 1]
# expect: [2 3]
