# An integer quotient longer than the precision.
from decimal import Decimal
print(Decimal('1e30') // Decimal('1e-10'))

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.DivisionImpossible'>]
