# reduceat wants 1-D indices
import numpy as np
np.add.reduceat(np.arange(8.0), [[0, 1]])

# expect runtime error: ValueError: object too deep for desired array
