# NaN has no ratio.
from fractions import Fraction
Fraction(float('nan'))

# expect runtime error: ValueError: cannot convert NaN to integer ratio
