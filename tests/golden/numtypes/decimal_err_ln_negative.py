# The logarithm of a negative number.
from decimal import Decimal
print(Decimal(-1).ln())

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]
