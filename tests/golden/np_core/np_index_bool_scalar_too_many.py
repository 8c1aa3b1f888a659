# Boolean scalars do not count in "too many indices" (NumPy counts only real dimensions).
import numpy as np
b = np.arange(4)
print(b[True, 0, 0])

# expect runtime error: IndexError: too many indices for array: array is 1-dimensional, but 2 were indexed
