# exp beyond Emax.
from decimal import Decimal
print(Decimal('1e10').exp())

# expect runtime error: decimal.Overflow: [<class 'decimal.Overflow'>]
