import numpy as np
np.dtype([['x', 'f8']])
# expect runtime error: TypeError: Field elements must be 2- or 3-tuples, got '['x', 'f8']'
