import numpy as np
np.zeros(3, order='X')
# expect runtime error: ValueError: order must be one of 'C', 'F', 'A', or 'K' (got 'X')
