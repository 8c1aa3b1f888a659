# no-cross-check: NumPy sorts each row; Weft sorts 1-D string arrays only
import numpy as np
np.argsort(np.array([['b', 'a'], ['d', 'c']]))
# expect runtime error: TypeError: argsort: Weft sorts 1-D string arrays only (got 2 dimensions)
