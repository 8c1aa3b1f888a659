import numpy as np
np.dtype({'names': ['a', 'b'], 'formats': ['f8']})
# expect runtime error: ValueError: 'names', 'formats', 'offsets', and 'titles' dict entries must have the same length
