# A remainder by zero is an invalid operation.
from decimal import Decimal
print(Decimal(5) % 0)

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]
