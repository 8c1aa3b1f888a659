import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[0] = np.zeros(1, np.dtype([('a', 'i4')]))[0]
# expect runtime error: TypeError: Cannot cast array data from dtype([('a', '<i4')]) to dtype([('x', '<f8'), ('y', '<i4')]).
