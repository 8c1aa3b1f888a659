# reduce of a unary ufunc
import numpy as np
np.sin.reduce(np.arange(3.0))

# expect runtime error: ValueError: reduce only supported for binary functions
