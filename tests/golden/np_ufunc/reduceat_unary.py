# reduceat of a unary ufunc
import numpy as np
np.exp.reduceat([1.0], [0])

# expect runtime error: ValueError: reduceat only supported for binary functions
