# Fraction takes a numerator and a denominator.
from fractions import Fraction
Fraction(1, 2, 3)

# expect runtime error: TypeError: Fraction.__new__() takes from 1 to 3 positional arguments but 4 were given
