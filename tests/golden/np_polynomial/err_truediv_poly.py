# / takes numbers only.
from numpy.polynomial import Polynomial
Polynomial([1, 2]) / Polynomial([1, 1])

# expect runtime error: TypeError: unsupported types for true division: '<class 'numpy.polynomial.polynomial.Polynomial'>', '<class 'numpy.polynomial.polynomial.Polynomial'>'
