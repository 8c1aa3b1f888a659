# Copies between host and device need the same dtype; Numba does not cast.
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(4.0))
d.copy_to_device(np.arange(4.0) * 2)
print(d.copy_to_host())
d.copy_to_device(np.arange(4))

# expect: [0. 2. 4. 6.]
# expect runtime error: TypeError: incompatible dtype: float64 vs. int64
