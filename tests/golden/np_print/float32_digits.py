# float32 elements print the shortest digits that round-trip as float32.
import numpy as np
a = np.array([0.1, 0.2, 1.0 / 3.0], dtype=np.float32)
print(a)
print(repr(a))
print(np.array([2.0, 3.5], dtype=np.float32))
print(repr(np.array([16777216.0, 0.5], dtype=np.float32)))

# expect: [0.1        0.2        0.33333334]
# expect: array([0.1       , 0.2       , 0.33333334], dtype=float32)
# expect: [2.  3.5]
# expect: array([1.6777216e+07, 5.0000000e-01], dtype=float32)
