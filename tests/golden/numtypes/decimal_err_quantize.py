# quantize to more digits than the precision holds.
from decimal import Decimal
print(Decimal('1.23').quantize(Decimal('1E-30')))

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]
