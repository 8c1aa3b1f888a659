import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[0] = (1, 2, 3)
# expect runtime error: ValueError: could not assign tuple of length 3 to structure with 2 fields.
