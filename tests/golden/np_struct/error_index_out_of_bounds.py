import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[5]
# expect runtime error: IndexError: index 5 is out of bounds for axis 0 with size 2
