# Arithmetic needs the same domain.
from numpy.polynomial import Polynomial
Polynomial([1, 2]) + Polynomial([1], domain=[0, 1])

# expect runtime error: TypeError: Domains differ
