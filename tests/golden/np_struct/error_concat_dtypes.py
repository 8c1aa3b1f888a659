import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
np.concatenate([a, np.zeros(1, np.dtype([('a', 'i4'), ('b', 'f4')]))])
# expect runtime error: TypeError: invalid type promotion
