# from_float takes floats and ints only.
from fractions import Fraction
Fraction.from_float('0.5')

# expect runtime error: TypeError: Fraction.from_float() only takes floats, not '0.5' (str)
