import numpy as np
np.dtype([(1, 'f8')])
# expect runtime error: TypeError: First element of field tuple is neither a tuple nor str
