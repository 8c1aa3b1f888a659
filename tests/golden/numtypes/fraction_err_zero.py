# A zero denominator.
from fractions import Fraction
Fraction(1, 0)

# expect runtime error: ZeroDivisionError: Fraction(1, 0)
