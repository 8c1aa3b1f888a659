# Zero divided by zero is undefined.
from decimal import Decimal
print(Decimal(0) / Decimal(0))

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.DivisionUndefined'>]
