# Elements Python cannot order: its TypeError.
import numpy as np

np.sort(np.array([3, 'x', None], dtype=object))
# expect runtime error: TypeError: '<' not supported between instances of 'str' and 'int'
