# With two signatures the input dtype picks the loop, and the output has that loop's dtype.
import numpy as np
from numba import guvectorize

@guvectorize(['void(int32[:,:], int32[:])', 'void(float32[:,:], float32[:])'], '(n,m)->(n)')
def sum_row(A, s):
    for i in range(A.shape[0]):
        tmp = 0.
        for j in range(A.shape[1]):
            tmp += A[i, j]
        s[i] = tmp

r = sum_row(np.arange(12, dtype=np.int32).reshape(3, 4))
print(r, r.dtype)
f = sum_row(np.arange(6, dtype=np.float32).reshape(2, 3) / 4)
print(f, f.dtype)

# expect: [ 6 22 38] int32
# expect: [0.75 3.  ] float32
