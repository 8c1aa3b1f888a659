# chebgauss needs a positive degree.
import numpy as np
np.polynomial.chebyshev.chebgauss(0)

# expect runtime error: ValueError: deg must be a positive integer
