# no-cross-check: NumPy finds the lexicographic extreme of complex arrays; Weft's argmax/argmin refuse them (docs/language.md)
import numpy as np
print(np.argmax(np.array([1j, 2])))
# expect runtime error: TypeError: argmax is not supported for complex arrays in Weft
