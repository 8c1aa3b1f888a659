# poisson with a negative entry in an array lam: the array message says "contains NaNs".
import numpy as np
np.random.default_rng(0).poisson([1.0, -1.0])

# expect runtime error: ValueError: lam < 0 or lam contains NaNs
