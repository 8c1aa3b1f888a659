# Operations the date types do not have.
from datetime import date, datetime, timedelta
for f in [lambda: date(2024, 1, 1) + 1, lambda: date(2024, 1, 1) < datetime(2024, 1, 1),
          lambda: date(2024, 1, 1) - datetime(2024, 1, 1), lambda: date.max + timedelta(1),
          lambda: timedelta(1) // 0, lambda: timedelta("1"), lambda: date(2024, 1, 1) < 5]:
    try:
        f()
    except (TypeError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
datetime(2024, 1, 1) - timedelta(days=800000)

# expect: TypeError unsupported operand type(s) for +: 'datetime.date' and 'int'
# expect: TypeError can't compare datetime.datetime to datetime.date
# expect: TypeError unsupported operand type(s) for -: 'datetime.date' and 'datetime.datetime'
# expect: OverflowError date value out of range
# expect: ZeroDivisionError integer division or modulo by zero
# expect: TypeError unsupported type for timedelta days component: str
# expect: TypeError '<' not supported between instances of 'datetime.date' and 'int'
# expect runtime error: OverflowError: date value out of range
