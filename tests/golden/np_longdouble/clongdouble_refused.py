# Weft has no complex long double: making one raises a TypeError that names it
# no-cross-check: NumPy makes np.clongdouble values; Weft refuses them
import numpy as np
print(np.clongdouble)
np.clongdouble(1 + 2j)
# expect: <class 'numpy.complex256'>
# expect runtime error: TypeError: np.complex256 (np.clongdouble) is not supported in Weft
