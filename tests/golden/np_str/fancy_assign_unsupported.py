# no-cross-check: NumPy assigns through an integer index array; Weft does not yet for string arrays
import numpy as np
a = np.array(['a', 'b', 'c'])
a[[0, 2]] = 'z'
# expect runtime error: TypeError: assignment through an integer index array into a string array is not supported in Weft
