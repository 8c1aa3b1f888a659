# no-cross-check: NumPy makes a complex128 array; Weft's arrays have no complex dtype yet (docs/language.md)
import numpy as np
print(np.float64(2) * 1j)
print(np.array([1.0, 2.0]) * 1j)
# expect: 2j
# expect runtime error: TypeError: complex numbers in NumPy arrays are not supported in Weft
