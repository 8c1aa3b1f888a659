# cuda.reduce uses init=0 by default, so a product without init= is 0; init=1 gives the product.
import numpy as np
from numba import cuda

@cuda.reduce
def prod(a, b):
    return a * b

x = np.arange(1, 11, dtype=np.float64)
print(prod(x))
print(prod(x, init=1))
print(prod(np.arange(1, 8), init=1))

# expect: 0.0
# expect: 3628800.0
# expect: 5040
