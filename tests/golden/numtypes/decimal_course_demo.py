# The course demo: 0.1 + 0.2 in binary and in decimal, Decimal(0.1)'s exact value, 1/7 to 50 digits.
from decimal import Decimal, getcontext
print(0.1 + 0.2 == 0.3, Decimal('0.1') + Decimal('0.2') == Decimal('0.3'), Decimal('0.1') + Decimal('0.2'))
print(Decimal(0.1))
print(Decimal(1) / Decimal(7))
getcontext().prec = 50
print(Decimal(1) / Decimal(7), repr(Decimal(2).sqrt()))

# expect: False True 0.3
# expect: 0.1000000000000000055511151231257827021181583404541015625
# expect: 0.1428571428571428571428571429
# expect: 0.14285714285714285714285714285714285714285714285714 Decimal('1.4142135623730950488016887242096980785696718753769')
