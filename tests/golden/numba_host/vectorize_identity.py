# identity= lets reduce handle empty arrays and reduce over all axes at once.
import numpy as np
from numba import vectorize
@vectorize(['int64(int64, int64)', 'float64(float64, float64)'], identity=0)
def add(a, b):
    return a + b
print(add.identity, add.reduce(np.zeros(0)), add.reduce(np.arange(6.0).reshape(2, 3), axis=None), add.reduce(np.zeros((0, 2))))
@vectorize(['float64(float64, float64)'])
def mul(a, b):
    return a * b
print(mul.identity)

# expect: 0 0.0 15.0 [0. 0.]
# expect: None
