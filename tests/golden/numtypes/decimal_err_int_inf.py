# int() of an infinity.
from decimal import Decimal
int(Decimal('-Infinity'))

# expect runtime error: OverflowError: cannot convert Infinity to integer
