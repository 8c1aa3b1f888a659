# Mixing bases, chebpow's default maxpower (16), comparing across bases.
import numpy.polynomial.chebyshev as C
from numpy.polynomial import Chebyshev, Polynomial
c = Chebyshev([1, 2, 3])
print(c == Polynomial([1, 2, 3]))
try:
    C.chebpow([1, 2], 17)
except ValueError as e:
    print(e)
c + Polynomial([1])

# expect: False
# expect: Power is too large
# expect runtime error: TypeError: Polynomial types differ
