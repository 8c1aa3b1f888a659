import numpy as np
np.dtype([('x', 'f8', 2, 4)])
# expect runtime error: TypeError: Field elements must be tuples with at most 3 elements, got '('x', 'f8', 2, 4)'
