# More than 1000 elements: 3 edge items and "..." (formatting uses only the edges).
import numpy as np
print(np.arange(2000))
print(repr(np.arange(2000.0)))
print(np.arange(1001) * 1.5)
print(np.arange(1000)[-4:])

# expect: [   0    1    2 ... 1997 1998 1999]
# expect: array([0.000e+00, 1.000e+00, 2.000e+00, ..., 1.997e+03, 1.998e+03,
# expect:        1.999e+03])
# expect: [   0.     1.5    3.  ... 1497.  1498.5 1500. ]
# expect: [996 997 998 999]
