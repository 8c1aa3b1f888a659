# '(m,n),(n,p)->(m,p)': core dimensions bound from the inputs, a batch dimension broadcast.
import numpy as np
from numba import guvectorize

@guvectorize(['void(float64[:,:], float64[:,:], float64[:,:])'], '(m,n),(n,p)->(m,p)')
def mm(a, b, c):
    for i in range(a.shape[0]):
        for j in range(b.shape[1]):
            c[i, j] = 0
            for k in range(a.shape[1]):
                c[i, j] += a[i, k] * b[k, j]

a = np.arange(24.0).reshape(4, 2, 3)
b = np.arange(6.0).reshape(3, 2)
c = mm(a, b)
print(c.shape, np.array_equal(c, np.matmul(a, b)))
print(c[3])

# expect: (4, 2, 2) True
# expect: [[118. 175.]
# expect:  [136. 202.]]
