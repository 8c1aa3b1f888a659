# A domain has two elements.
from numpy.polynomial import Polynomial
Polynomial([1], domain=[1, 2, 3])

# expect runtime error: ValueError: Domain has wrong number of elements.
