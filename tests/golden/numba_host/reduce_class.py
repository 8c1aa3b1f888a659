# cuda.Reduce(f) is cuda.reduce(f): a reduction object, here made from a lambda.
import numpy as np
from numba import cuda

sum_reduce = cuda.Reduce(lambda a, b: a + b)
print(sum_reduce(np.arange(1, 101, dtype=np.int64)))
print(sum_reduce(np.arange(10, dtype=np.float64), init=0.5))
max_reduce = cuda.Reduce(lambda a, b: max(a, b))
print(max_reduce(np.array([3.0, -1.0, 7.5, 2.0])))
# expect: 5050
# expect: 45.5
# expect: 7.5
