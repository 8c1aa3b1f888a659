# The symbol must be an identifier.
from numpy.polynomial import Polynomial
Polynomial([1], symbol='1x')

# expect runtime error: ValueError: Symbol string must be a valid Python identifier
