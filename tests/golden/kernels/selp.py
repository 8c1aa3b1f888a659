# cuda.selp(test, a, b) picks a or b per thread; the result takes the promoted type of a and b.
import numpy as np
from numba import cuda
@cuda.jit
def k(out, a):
    i = cuda.threadIdx.x
    out[i] = cuda.selp(a[i] > 2, a[i] * 10.0, -1.0)
    a[i] = cuda.selp(i % 2 == 0, i, 100 + i)
a = np.arange(6, dtype=np.int32)
out = np.zeros(6)
k[1, 6](out, a)
print(out, a)
# expect: [-1. -1. -1. 30. 40. 50.] [  0 101   2 103   4 105]
