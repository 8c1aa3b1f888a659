# The symbol must be a str.
from numpy.polynomial import Polynomial
Polynomial([1], symbol=3)

# expect runtime error: TypeError: Symbol must be a non-empty string
