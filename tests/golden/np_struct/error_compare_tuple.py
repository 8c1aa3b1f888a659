import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[0] == (0.0, 0)
# expect runtime error: TypeError: Cannot compare structured or void to non-void arrays.
