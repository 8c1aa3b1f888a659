# pow(Decimal, b, mod): exact (a ** b) % mod of integers, the sign a's for an odd b; InvalidOperation
# unless all are integral, b >= 0, mod != 0 with at most prec digits, not 0 ** 0.
from decimal import Decimal, getcontext, InvalidOperation
print(pow(Decimal(3), Decimal(4), Decimal(5)), pow(Decimal(7), 2, 10), pow(Decimal(-2), 3, 5), pow(Decimal(-2), 2, 5))
print(pow(Decimal('12.000'), 3, 7), repr(pow(Decimal(-2), 3, 4)), pow(Decimal(2), 100, Decimal(1000007)))
print(getcontext().power(Decimal(3), Decimal(4), Decimal(5)), pow(Decimal(5), 3, -7))
for args in [(Decimal('1.5'), 2, 5), (Decimal(2), -1, 5), (Decimal(2), 2, 0), (Decimal(0), 0, 3), (Decimal(2), 2, Decimal('1e30'))]:
    try:
        print(pow(*args))
    except InvalidOperation as e:
        print('InvalidOperation')
# expect: 1 9 -3 4
# expect: 6 Decimal('-0') 698635
# expect: 1 6
# expect: InvalidOperation
# expect: InvalidOperation
# expect: InvalidOperation
# expect: InvalidOperation
# expect: InvalidOperation
