# set_printoptions(precision=...) caps the fractional digits of array elements.
import numpy as np
np.set_printoptions(precision=3)
print(np.array([1.0 / 3.0, 2.0 / 3.0]))
print(np.arange(5) / 7)
print(repr(np.array([1e-5, 1.0])))
print(np.float64(1.0 / 3.0))

# expect: [0.333 0.667]
# expect: [0.    0.143 0.286 0.429 0.571]
# expect: array([1.e-05, 1.e+00])
# expect: 0.3333333333333333
