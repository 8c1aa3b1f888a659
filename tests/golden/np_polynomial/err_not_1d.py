# Coefficients must be one-dimensional.
from numpy.polynomial import Polynomial
Polynomial([[1, 2], [3, 4]])

# expect runtime error: ValueError: Coefficient array is not 1-d
