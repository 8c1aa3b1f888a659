# standard_normal draws float64 or float32 only.
import numpy as np
np.random.default_rng(0).standard_normal(dtype=np.int32)

# expect runtime error: TypeError: Unsupported dtype dtype('int32') for standard_normal
