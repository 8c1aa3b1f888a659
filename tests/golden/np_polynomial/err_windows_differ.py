# Arithmetic needs the same window.
from numpy.polynomial import Polynomial
Polynomial([1, 2]) * Polynomial([1], window=[0, 1])

# expect runtime error: TypeError: Windows differ
