# accumulate with axis=None
import numpy as np
np.add.accumulate(np.ones((2, 2)), axis=None)

# expect runtime error: ValueError: accumulate does not allow multiple axes
