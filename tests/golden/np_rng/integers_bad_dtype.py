# integers only draws integer and bool dtypes.
import numpy as np
np.random.default_rng(0).integers(0, 5, dtype=np.float64)

# expect runtime error: TypeError: Unsupported dtype dtype('float64') for integers
