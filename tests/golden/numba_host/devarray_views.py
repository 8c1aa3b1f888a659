# Transposes, reshapes and ravels of device arrays are device views of the same memory.
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(6.0).reshape(2, 3))
t = d.T
print(t.shape, t.strides, t.copy_to_host())
r = d.reshape(3, 2)
print(r.shape, r.copy_to_host())
print(d.ravel().copy_to_host(), d.is_c_contiguous(), t.is_c_contiguous(), t.is_f_contiguous())
r[0, 0] = 42.0
print(d.copy_to_host()[0])

# expect: (3, 2) (8, 24) [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]]
# expect: (3, 2) [[0. 1.]
# expect:  [2. 3.]
# expect:  [4. 5.]]
# expect: [0. 1. 2. 3. 4. 5.] True False True
# expect: [42.  1.  2.]
