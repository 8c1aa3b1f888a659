import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a < a
# expect runtime error: TypeError: '<' not supported between instances of 'numpy.ndarray' and 'numpy.ndarray'
