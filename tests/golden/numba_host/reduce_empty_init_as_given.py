# An empty array reduces to init exactly as given (the int 0 by default), as Numba's simulator
# returns it; a res= array receives it.
import numpy as np
from numba import cuda

@cuda.reduce
def s(a, b):
    return a + b

print(s(np.array([], dtype=np.float64)))
print(s(np.array([], dtype=np.int32), init=2.5))
print(s(cuda.to_device(np.zeros(0, dtype=np.float32))))
r = np.zeros(1)
print(s(np.array([], dtype=np.float64), res=r, init=3), r)
print(s(np.array([1.5, 2.5]), init=1))

# expect: 0
# expect: 2.5
# expect: 0
# expect: None [3.]
# expect: 5.0
