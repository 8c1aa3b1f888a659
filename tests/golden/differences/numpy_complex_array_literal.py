# no-cross-check: NumPy makes a complex128 array; Weft's arrays have no complex dtype yet (docs/language.md)
import numpy as np
print(np.array([1j]))
# expect runtime error: TypeError: arrays of 'complex' values are not supported in Weft
