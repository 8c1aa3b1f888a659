# divmod() of series of different classes raises NumPy's TypeError.
from numpy.polynomial import Polynomial, Chebyshev
divmod(Polynomial([1, 2]), Chebyshev([1]))

# expect runtime error: TypeError: Polynomial types differ
