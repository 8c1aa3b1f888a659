# int() of a NaN.
from decimal import Decimal
int(Decimal('NaN'))

# expect runtime error: ValueError: cannot convert NaN to integer
