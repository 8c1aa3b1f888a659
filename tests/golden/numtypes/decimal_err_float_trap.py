# With FloatOperation trapped, a float becoming a Decimal raises.
from decimal import Decimal, getcontext, FloatOperation
getcontext().traps[FloatOperation] = True
print(Decimal(1) == 1.5)
Decimal(0.5)

# expect: False
# expect runtime error: decimal.FloatOperation: [<class 'decimal.FloatOperation'>]
