# float() of a signaling NaN.
from decimal import Decimal
float(Decimal('sNaN'))

# expect runtime error: ValueError: cannot convert signaling NaN to float
