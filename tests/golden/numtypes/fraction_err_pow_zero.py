# Zero to a negative power.
from fractions import Fraction
print(Fraction(0) ** -2)

# expect runtime error: ZeroDivisionError: Fraction(1, 0)
