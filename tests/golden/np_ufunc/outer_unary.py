# outer of a unary ufunc
import numpy as np
np.negative.outer([1], [2])

# expect runtime error: ValueError: outer product only supported for binary functions
