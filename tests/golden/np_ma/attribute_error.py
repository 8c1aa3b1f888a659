# An attribute masked arrays lack.
import numpy as np
np.ma.array([1, 2]).nonexistent

# expect runtime error: AttributeError: 'MaskedArray' object has no attribute 'nonexistent'
