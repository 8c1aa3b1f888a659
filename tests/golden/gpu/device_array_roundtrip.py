# Device arrays through every copy path: C and Fortran order, copy_to_host into a given array
# (also of a squeezable shape), whole and partial copy_to_device, element writes, views, and
# kernels reading and writing them in between.
import numpy as np
from numba import cuda


@cuda.jit
def add_one(a):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        a[i, j] += 1.0


c = np.arange(6, dtype=np.float64).reshape(2, 3)
f = c.T.copy().T
dc = cuda.to_device(c)
df = cuda.to_device(f)
add_one[(1, 1), (4, 4)](dc)
add_one[(1, 1), (4, 4)](df)
print(dc.copy_to_host())
print(df.copy_to_host().flags.f_contiguous, df.copy_to_host())
out = np.zeros((2, 3))
dc.copy_to_host(out)
print(out)
dc.copy_to_device(np.full((2, 3), 7.0))
add_one[(1, 1), (4, 4)](dc)
print(dc.copy_to_host())
dc[1, 2] = -1.0
print(dc[1, 2], dc[0, 0])
row = dc[0]
row.copy_to_device(np.array([10.0, 11.0, 12.0]))
print(dc.copy_to_host())
add_one[(1, 1), (4, 4)](dc)
print(row.copy_to_host())
d1 = cuda.to_device(np.arange(4, dtype=np.int32).reshape(1, 4))
flat = np.zeros(4, dtype=np.int32)
d1.copy_to_host(flat)
print(flat)
# expect: [[1. 2. 3.]
# expect:  [4. 5. 6.]]
# expect: True [[1. 2. 3.]
# expect:  [4. 5. 6.]]
# expect: [[1. 2. 3.]
# expect:  [4. 5. 6.]]
# expect: [[8. 8. 8.]
# expect:  [8. 8. 8.]]
# expect: -1.0 8.0
# expect: [[10. 11. 12.]
# expect:  [ 8.  8. -1.]]
# expect: [11. 12. 13.]
# expect: [0 1 2 3]
