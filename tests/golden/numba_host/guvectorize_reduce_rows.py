# '(n)->()' gufunc: one scalar output per row, written through a one-element array.
import numpy as np
from numba import guvectorize

@guvectorize(['void(float64[:], float64[:])'], '(n)->()')
def gsum(x, res):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i]
    res[0] = acc

print(gsum(np.arange(12.0).reshape(3, 4)))
print(gsum(np.arange(5.0)))
print(gsum(np.arange(24.0).reshape(2, 3, 4)).shape)

# expect: [ 6. 22. 38.]
# expect: 10.0
# expect: (2, 3)
