# A @vectorize ufunc's reduce along any axis (negative counts from the end), as NumPy reduces.
import numpy as np
from numba import vectorize

@vectorize(['float64(float64, float64)'])
def add(a, b):
    return a + b

x = np.arange(24.0).reshape(2, 3, 4)
print(add.reduce(x, axis=1))
print(add.reduce(x, axis=-1))
print(add.reduce(x[:, :, 0], axis=1))
# expect: [[12. 15. 18. 21.]
# expect:  [48. 51. 54. 57.]]
# expect: [[ 6. 22. 38.]
# expect:  [54. 70. 86.]]
# expect: [12. 48.]
