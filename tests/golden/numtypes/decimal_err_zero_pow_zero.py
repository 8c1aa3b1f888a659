# Zero to the power zero.
from decimal import Decimal
print(Decimal(0) ** 0)

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]
