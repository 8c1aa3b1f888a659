# Decimals do not mix with floats in arithmetic.
from decimal import Decimal
print(Decimal('1.5') + 1.5)

# expect runtime error: TypeError: unsupported operand type(s) for +: 'decimal.Decimal' and 'float'
