import numpy as np
np.dtype([('x', 'zz')])
# expect runtime error: TypeError: data type 'zz' not understood
