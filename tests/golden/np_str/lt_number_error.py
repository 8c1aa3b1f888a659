import numpy as np
np.array(['a']) < 1
# expect runtime error: TypeError: '<' not supported between instances of 'numpy.ndarray' and 'int'
