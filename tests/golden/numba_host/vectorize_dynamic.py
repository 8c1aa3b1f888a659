# @vectorize without signatures specialises on each call's argument types.
import numpy as np
from numba import vectorize

@vectorize
def dyn(x, y):
    return x * y + 1

print(dyn(np.arange(4), 3))
print(dyn(np.arange(3.0), 2), dyn(np.arange(3.0), 2).dtype)

# expect: [ 1  4  7 10]
# expect: [1. 3. 5.] float64
