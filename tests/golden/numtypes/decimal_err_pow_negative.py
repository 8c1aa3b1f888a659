# A negative number to a fractional power.
from decimal import Decimal
print(Decimal(-2) ** Decimal('0.5'))

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]
