# no-cross-check: NumPy partitions complex arrays lexicographically; Weft's partition and argpartition refuse complex arrays (docs/language.md)
import numpy as np
print(np.partition(np.array([2+1j, 1-1j, 0j]), 1))
# expect runtime error: TypeError: sorting is not supported for complex arrays in Weft
