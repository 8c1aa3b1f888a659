# no-cross-check: NumPy reads a[True] as a new axis of length 1; Weft refuses it instead of indexing row 1
# A Python bool is not taken as the integer index 1.
import numpy as np

a = np.arange(3)
print(a[1])
print(a[True])

# expect: 1
# expect runtime error: IndexError: boolean scalar indices are not supported in Weft
