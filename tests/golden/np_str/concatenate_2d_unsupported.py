# no-cross-check: NumPy joins 2-D string arrays; Weft joins 1-D ones only
import numpy as np
np.concatenate([np.array([['a']]), np.array([['b']])])
# expect runtime error: TypeError: concatenate: Weft joins 1-D string arrays only (got 2 dimensions)
