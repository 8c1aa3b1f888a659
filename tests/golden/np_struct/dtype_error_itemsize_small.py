import numpy as np
np.dtype({'names': ['a'], 'formats': ['f8'], 'itemsize': 4})
# expect runtime error: ValueError: NumPy dtype descriptor requires 8 bytes, cannot override to smaller itemsize of 4
