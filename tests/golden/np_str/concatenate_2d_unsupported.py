# no-cross-check: NumPy joins 2-D string arrays with nested lists; Weft joins string arrays of any rank, and lists with 1-D ones only
import numpy as np
np.concatenate([np.array([['a']]), [['b']]])
# expect runtime error: TypeError: concatenate: Weft joins 1-D string arrays only (got 2 dimensions)
