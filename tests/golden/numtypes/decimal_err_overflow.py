# A result beyond Emax traps Overflow.
from decimal import Decimal
print(Decimal('9E999999') * 10)

# expect runtime error: decimal.Overflow: [<class 'decimal.Overflow'>]
