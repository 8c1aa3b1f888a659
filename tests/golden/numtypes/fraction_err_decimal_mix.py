# A Fraction and a Decimal do not mix in arithmetic.
from decimal import Decimal
from fractions import Fraction
print(Fraction(1, 3) * Decimal(3))

# expect runtime error: TypeError: unsupported operand type(s) for *: 'Fraction' and 'decimal.Decimal'
