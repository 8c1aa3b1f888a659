# A signaling NaN has no hash.
from decimal import Decimal
hash(Decimal('sNaN'))

# expect runtime error: TypeError: Cannot hash a signaling NaN value
