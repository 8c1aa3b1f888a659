# accumulate of a unary ufunc
import numpy as np
np.sqrt.accumulate(np.arange(3.0))

# expect runtime error: ValueError: accumulate only supported for binary functions
