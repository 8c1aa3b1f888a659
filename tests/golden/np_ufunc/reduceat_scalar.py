# reduceat on a scalar
import numpy as np
np.add.reduceat(np.float64(2), [0])

# expect runtime error: TypeError: cannot reduceat on a scalar
