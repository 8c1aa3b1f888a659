# no-cross-check: NumPy takes subarrays of objects as fields ('O', (2,)); Weft's object fields are scalar (docs/language.md)
import numpy as np
np.dtype([('pair', 'O', (2,)), ('v', 'f8')])
# expect runtime error: TypeError: subarrays of object fields are not supported in Weft
