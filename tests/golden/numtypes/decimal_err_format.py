# A format type Decimal does not have.
from decimal import Decimal
print(format(Decimal('1.5'), 'x'))

# expect runtime error: ValueError: invalid format string
