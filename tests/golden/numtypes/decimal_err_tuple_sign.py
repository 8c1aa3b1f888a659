# A tuple's sign must be 0 or 1.
from decimal import Decimal
Decimal((2, (1,), 0))

# expect runtime error: ValueError: sign must be an integer with the value 0 or 1
