# statistics.median_grouped: the interpolated median with interval=, any sortable data float() takes, CPython's errors
import statistics
from fractions import Fraction
from decimal import Decimal
print(statistics.median_grouped([52, 52, 53, 54]))
print(statistics.median_grouped([1, 3, 3, 5, 7], interval=1))
print(statistics.median_grouped([1, 3, 3, 5, 7], interval=2))
print(statistics.median_grouped([25, 35, 35, 35, 45, 45]), statistics.median_grouped([1]))
print(statistics.median_grouped([2.5, 1.5, 1.5], 0.5), statistics.median_grouped(range(10), 3))
print(statistics.median_grouped([Fraction(1, 2), Fraction(3, 2)]), statistics.median_grouped([Decimal('1.5'), Decimal('2.5'), 1]))
print(statistics.median_grouped(['1', '2', '3']), statistics.median_grouped((x for x in [4, 1, 2, 2])))
for bad in ([], ['a', 'b'], [1, 2]):
    try:
        print(statistics.median_grouped(bad, interval='x' if bad == [1, 2] else 1))
    except (statistics.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
try:
    statistics.median_grouped([None])
except TypeError as e:
    print(e)

# expect: 52.5
# expect: 3.25
# expect: 3.5
# expect: 35.166666666666664 1.0
# expect: 1.625 3.5
# expect: 1.0 1.5
# expect: 2.0 2.0
# expect: StatisticsError no median for empty data
# expect: TypeError Value cannot be converted to a float
# expect: TypeError Value cannot be converted to a float
# expect: '<' not supported between instances of 'NoneType' and 'NoneType'
