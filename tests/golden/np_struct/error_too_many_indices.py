import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[0, 0]
# expect runtime error: IndexError: too many indices for array: array is 1-dimensional, but 2 were indexed
