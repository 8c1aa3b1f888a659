# Ordering elements Python cannot order: Python's TypeError.
import numpy as np

np.array([1, 'a'], dtype=object) < 1
# expect runtime error: TypeError: '<' not supported between instances of 'str' and 'int'
