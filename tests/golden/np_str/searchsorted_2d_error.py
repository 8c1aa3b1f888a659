# a.searchsorted of a 2-D string array: NumPy's ValueError
import numpy as np
np.array([['a', 'b']]).searchsorted('a')
# expect runtime error: ValueError: object too deep for desired array
