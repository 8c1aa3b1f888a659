# poisson's lam is bounded by int64's range.
import numpy as np
np.random.default_rng(0).poisson(1e20)

# expect runtime error: ValueError: lam value too large
