# Floor division of a Fraction by zero is int's error.
from fractions import Fraction
print(Fraction(3, 2) // Fraction(0))

# expect runtime error: ZeroDivisionError: integer division or modulo by zero
