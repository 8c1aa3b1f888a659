# Polynomial([]) has no coefficients.
from numpy.polynomial import Polynomial
Polynomial([])

# expect runtime error: ValueError: Coefficient array is empty
