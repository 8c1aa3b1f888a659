# A tuple needs three items.
from decimal import Decimal
Decimal((0, (1,)))

# expect runtime error: ValueError: argument must be a sequence of length 3
