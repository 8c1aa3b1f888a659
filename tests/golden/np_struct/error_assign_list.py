import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[0] = [1, 2]
# expect runtime error: ValueError: setting an array element with a sequence.
