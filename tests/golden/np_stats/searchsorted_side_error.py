import numpy as np
np.searchsorted([1, 2, 3], 2, side="middle")
# expect runtime error: ValueError: search side must be 'left' or 'right' (got 'middle')
