# poisson with a negative lam.
import numpy as np
np.random.default_rng(0).poisson(-1)

# expect runtime error: ValueError: lam < 0 or lam is NaN
