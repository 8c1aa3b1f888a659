import numpy as np
np.dtype('f8,zz')
# expect runtime error: TypeError: data type 'zz' not understood
