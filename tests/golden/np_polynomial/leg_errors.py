# Mixing bases, legpow's default maxpower (16), comparing across bases.
import numpy.polynomial.legendre as C
from numpy.polynomial import Legendre, Polynomial
c = Legendre([1, 2, 3])
print(c == Polynomial([1, 2, 3]))
try:
    C.legpow([1, 2], 17)
except ValueError as e:
    print(e)
c + Polynomial([1])

# expect: False
# expect: Power is too large
# expect runtime error: TypeError: Polynomial types differ
