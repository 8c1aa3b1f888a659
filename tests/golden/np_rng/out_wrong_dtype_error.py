# random(out=) needs an array of the drawn dtype.
import numpy as np
np.random.default_rng(0).random(out=np.empty(3, dtype=np.float32))

# expect runtime error: TypeError: Supplied output array has the wrong type. Expected float64, got float32
