# a.sort(axis=None) of a string array: NumPy's TypeError
import numpy as np
np.array(['b', 'a']).sort(axis=None)
# expect runtime error: TypeError: 'NoneType' object cannot be interpreted as an integer
