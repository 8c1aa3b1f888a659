# Dividing a Fraction by zero names the reduced numerator.
from fractions import Fraction
print(Fraction(3, 2) / 0)

# expect runtime error: ZeroDivisionError: Fraction(1, 0)
