# Arithmetic needs the same symbol.
from numpy.polynomial import Polynomial
Polynomial([1, 2]) - Polynomial([1], symbol='y')

# expect runtime error: ValueError: Polynomial symbols differ
