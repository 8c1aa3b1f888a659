import numpy as np
np.nanvar([1.0, np.nan], dtype=np.int64)
# expect runtime error: TypeError: If a is inexact, then dtype must be inexact
