# res= receives the result on the device (the call returns None); an empty array reduces to init.
import numpy as np
from numba import cuda

mx = cuda.reduce(lambda a, b: a if a > b else b)
res = cuda.device_array(1, dtype=np.int64)
print(mx(np.array([3, 9, 2, 7]), res=res), res.copy_to_host())
print(mx(np.zeros(0), init=-1.0))

# expect: None [9]
# expect: -1.0
