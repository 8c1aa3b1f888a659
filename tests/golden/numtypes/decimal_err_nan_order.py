# Ordering a NaN is an invalid operation.
from decimal import Decimal
print(Decimal('NaN') < 1)

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]
