# limit_denominator needs a bound of at least 1.
from fractions import Fraction
Fraction(1, 3).limit_denominator(0)

# expect runtime error: ValueError: max_denominator should be at least 1
