# A list is not a number.
from fractions import Fraction
Fraction([1])

# expect runtime error: TypeError: argument should be a string or a Rational instance
