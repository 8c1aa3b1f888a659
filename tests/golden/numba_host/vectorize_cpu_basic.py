# @vectorize with one signature: elementwise over an array, result in the signature's dtype.
import numpy as np
from numba import vectorize

@vectorize(['float64(float64, float64)'])
def hyp(a, b):
    return (a * a + b * b) ** 0.5

x = np.arange(5.0)
print(hyp(x, x + 1))
print(hyp(x, x).dtype, hyp(x, x).shape)

# expect: [1.         2.23606798 3.60555128 5.         6.40312424]
# expect: float64 (5,)
