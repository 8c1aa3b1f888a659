# no-cross-check: NumPy sorts complex arrays lexicographically; Weft's sort, argsort, argmax and argmin refuse complex arrays (docs/language.md)
import numpy as np
print(np.sort(np.array([2+1j, 1-1j])))
# expect runtime error: TypeError: sorting is not supported for complex arrays in Weft
