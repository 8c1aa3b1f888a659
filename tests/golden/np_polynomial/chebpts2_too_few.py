# chebpts2 needs two points at least.
import numpy as np
np.polynomial.chebyshev.chebpts2(1)

# expect runtime error: ValueError: npts must be >= 2
