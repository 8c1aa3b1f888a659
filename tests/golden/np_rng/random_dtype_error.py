# random draws float64 or float32 only.
import numpy as np
np.random.default_rng(0).random(dtype=np.int64)

# expect runtime error: TypeError: Unsupported dtype dtype('int64') for random
