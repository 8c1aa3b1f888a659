# no-cross-check: NumPy masks nested structures field by field; Weft's masked structured arrays take plain fields only (docs/language.md)
import numpy as np
np.ma.array(np.zeros(2, dtype=[('p', [('x', 'f8'), ('y', 'f8')]), ('n', 'i4')]))
# expect runtime error: TypeError: masked arrays of nested or subarray fields are not supported in Weft
