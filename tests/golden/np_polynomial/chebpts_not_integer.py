# chebpts1 refuses a fractional number of points with NumPy's message.
import numpy as np
np.polynomial.chebyshev.chebpts1(2.5)

# expect runtime error: ValueError: npts must be integer
