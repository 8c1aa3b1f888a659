import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
np.sort(a, order=['x', 'x'])
# expect runtime error: ValueError: duplicate field name: x
