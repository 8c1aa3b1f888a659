import numpy as np
np.dtype([('x', 'f8'), ('x', 'i4')])
# expect runtime error: ValueError: field 'x' occurs more than once
