# cuda.reduce(lambda ...) over host and device arrays of several sizes; the result has the array's dtype.
import numpy as np
from numba import cuda

add = cuda.reduce(lambda a, b: a + b)
print(add(np.arange(10)), add(np.arange(10.0), init=5))
print(add(np.arange(1000, dtype=np.int32)), add(np.arange(100000)))
print(add(cuda.to_device(np.ones(4096, dtype=np.float32))))
print(add(np.arange(129)), add(np.arange(128 * 70 + 3)))

# expect: 45 50.0
# expect: 499500 4999950000
# expect: 4096.0
# expect: 8256 40163203
