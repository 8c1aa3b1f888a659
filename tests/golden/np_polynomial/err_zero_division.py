# Division by the zero polynomial.
from numpy.polynomial import Polynomial
Polynomial([1, 2]) // Polynomial([0])

# expect runtime error: ZeroDivisionError
