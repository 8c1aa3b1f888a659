import numpy as np
a = np.array((1.0, 2), np.dtype([('x', 'f8'), ('y', 'i4')]))
np.sort(a)
# expect runtime error: numpy.AxisError: axis -1 is out of bounds for array of dimension 0
