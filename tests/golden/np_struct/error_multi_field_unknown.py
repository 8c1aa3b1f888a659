import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[['x', 'z']]
# expect runtime error: KeyError: 'z'
