# no-cross-check: NumPy sorts each row; Weft sorts 1-D string arrays only
import numpy as np
np.sort(np.array([['b', 'a'], ['d', 'c']]))
# expect runtime error: TypeError: np.sort of a string array with 2 dimensions: Weft sorts 1-D string arrays only
