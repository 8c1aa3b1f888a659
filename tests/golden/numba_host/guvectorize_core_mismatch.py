# Core dimensions that disagree are NumPy's ValueError naming the operand and the sizes.
import numpy as np
from numba import guvectorize

@guvectorize(['void(float64[:,:], float64[:,:], float64[:,:])'], '(m,n),(n,p)->(m,p)')
def mm(a, b, c):
    for i in range(a.shape[0]):
        for j in range(b.shape[1]):
            c[i, j] = 0

print(mm(np.ones((2, 3)), np.ones((3, 2))).shape)
print(mm(np.ones((2, 3)), np.ones((4, 2))))

# expect: (2, 2)
# expect runtime error: ValueError: mm: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,n),(n,p)->(m,p) (size 4 is different from 3)
