import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a[0].x
# expect runtime error: AttributeError: 'numpy.void' object has no attribute 'x'
