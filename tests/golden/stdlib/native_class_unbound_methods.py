# The library's classes answer their instances' methods as unbound ones, as CPython's method
# descriptors do: Decimal.sqrt(d), map(date.isoformat, ...), hasattr(deque, 'rotate').
import datetime, fractions, collections, decimal, random, io
for cls, m in [(datetime.date, "strftime"), (datetime.datetime, "isoformat"), (datetime.time, "replace"),
               (datetime.timedelta, "total_seconds"), (fractions.Fraction, "limit_denominator"),
               (collections.deque, "rotate"), (collections.Counter, "most_common"), (decimal.Decimal, "sqrt"),
               (random.Random, "randint"), (io.StringIO, "getvalue"), (collections.OrderedDict, "move_to_end"),
               (decimal.Decimal, "no_such_method")]:
    print(cls.__name__, m, hasattr(cls, m))
D = decimal.Decimal
print(list(map(D.sqrt, [D(4), D(2)])), D.quantize(D("1.25"), D("0.1")))
print(sorted([fractions.Fraction(1, 3), fractions.Fraction(1, 5)], key=fractions.Fraction.limit_denominator))
print(list(map(datetime.date.isoformat, [datetime.date(2024, 1, 1)])), datetime.timedelta.total_seconds(datetime.timedelta(hours=1)))
dq = collections.deque([1, 2, 3])
collections.deque.rotate(dq, 1)
print(dq, collections.Counter.most_common(collections.Counter("aab"), 1))
try:
    D.sqrt(4)
except TypeError as e:
    print(type(e).__name__)
# expect: date strftime True
# expect: datetime isoformat True
# expect: time replace True
# expect: timedelta total_seconds True
# expect: Fraction limit_denominator True
# expect: deque rotate True
# expect: Counter most_common True
# expect: Decimal sqrt True
# expect: Random randint True
# expect: StringIO getvalue True
# expect: OrderedDict move_to_end True
# expect: Decimal no_such_method False
# expect: [Decimal('2'), Decimal('1.414213562373095048801688724')] 1.2
# expect: [Fraction(1, 5), Fraction(1, 3)]
# expect: ['2024-01-01'] 3600.0
# expect: deque([3, 1, 2]) [('a', 2)]
# expect: TypeError
