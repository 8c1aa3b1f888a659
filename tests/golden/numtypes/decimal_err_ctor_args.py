# Decimal takes a value and a context.
from decimal import Decimal
Decimal(1, 2, 3)

# expect runtime error: TypeError: function takes at most 2 arguments (3 given)
