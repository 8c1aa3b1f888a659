# no-cross-check: NumPy multiplies complex matrices; Weft's dot, @ and matmul refuse complex operands (docs/language.md)
import numpy as np
print(np.array([1j, 2]) @ np.array([1j, 1]))
# expect runtime error: TypeError: the matrix product is not supported for complex arrays in Weft
