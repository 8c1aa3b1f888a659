# A float in a pair.
from fractions import Fraction
Fraction(1.5, 2)

# expect runtime error: TypeError: both arguments should be Rational instances
