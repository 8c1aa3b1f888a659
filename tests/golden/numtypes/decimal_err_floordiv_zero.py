# Integer division by zero traps DivisionByZero.
from decimal import Decimal
print(Decimal(5) // 0)

# expect runtime error: decimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]
