import numpy as np
np.array([(1.0,)], dtype=[('x', 'f8'), ('y', 'i4')])
# expect runtime error: ValueError: could not assign tuple of length 1 to structure with 2 fields.
