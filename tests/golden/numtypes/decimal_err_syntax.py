# Text that is not a number traps ConversionSyntax (an InvalidOperation).
from decimal import Decimal
Decimal('abc')

# expect runtime error: decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]
