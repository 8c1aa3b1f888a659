# The square root of a negative number.
from decimal import Decimal
print(Decimal(-4).sqrt())

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]
