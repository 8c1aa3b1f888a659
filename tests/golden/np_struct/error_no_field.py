import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a['z']
# expect runtime error: ValueError: no field of name z
