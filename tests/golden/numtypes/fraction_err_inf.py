# An infinity has no ratio.
from fractions import Fraction
Fraction(float('-inf'))

# expect runtime error: OverflowError: cannot convert Infinity to integer ratio
