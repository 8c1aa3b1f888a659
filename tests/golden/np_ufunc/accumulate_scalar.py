# accumulate on a scalar
import numpy as np
np.add.accumulate(np.float64(3))

# expect runtime error: TypeError: cannot accumulate on a scalar
