# quantize with every rounding mode, round(d, n), round(d), to_integral_value, normalize.
from decimal import *
modes = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
for m in modes:
    print(m, [str(Decimal(x).quantize(Decimal('0.1'), rounding=m)) for x in ['2.45', '2.55', '-2.45', '2.41', '-2.49', '2.50', '2.01']])
print(Decimal('7.325').quantize(Decimal('.01')), Decimal('7.325').quantize(Decimal('1.')), Decimal('1.2').quantize(Decimal('0.0001')), Decimal('123').quantize(Decimal('1E+1')))
print(round(Decimal('2.675'), 2), round(Decimal('2.5')), round(Decimal('3.5')), round(Decimal('-0.5')), round(Decimal('123.456'), -1), type(round(Decimal('1.5'))).__name__)
print(Decimal('2.5').to_integral_value(), Decimal('-2.7').to_integral_value(rounding=ROUND_FLOOR), Decimal('1E+2').to_integral_value(), Decimal('3.7').to_integral())
print(Decimal('120.00').normalize(), Decimal('0.000').normalize(), Decimal('-1.50').normalize(), Decimal('1E+2').normalize(), Decimal('5').normalize())

# expect: ROUND_UP ['2.5', '2.6', '-2.5', '2.5', '-2.5', '2.5', '2.1']
# expect: ROUND_DOWN ['2.4', '2.5', '-2.4', '2.4', '-2.4', '2.5', '2.0']
# expect: ROUND_CEILING ['2.5', '2.6', '-2.4', '2.5', '-2.4', '2.5', '2.1']
# expect: ROUND_FLOOR ['2.4', '2.5', '-2.5', '2.4', '-2.5', '2.5', '2.0']
# expect: ROUND_HALF_UP ['2.5', '2.6', '-2.5', '2.4', '-2.5', '2.5', '2.0']
# expect: ROUND_HALF_DOWN ['2.4', '2.5', '-2.4', '2.4', '-2.5', '2.5', '2.0']
# expect: ROUND_HALF_EVEN ['2.4', '2.6', '-2.4', '2.4', '-2.5', '2.5', '2.0']
# expect: ROUND_05UP ['2.4', '2.6', '-2.4', '2.4', '-2.4', '2.5', '2.1']
# expect: 7.32 7 1.2000 1.2E+2
# expect: 2.68 2 4 0 1.2E+2 int
# expect: 2 -3 1E+2 4
# expect: 1.2E+2 0 -1.5 1E+2 5
