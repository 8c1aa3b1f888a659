# Wrong calls of the datetime constructors and replace(): CPython's older C keyword parser's
# messages ("function ...", "'foo' is an invalid keyword argument for this function").
from datetime import datetime, time, date, timedelta, timezone
for f in [lambda: date(1, 2, 3, 4), lambda: date(), lambda: date(1), lambda: date(2000, 1, day=1, foo=2),
          lambda: datetime(2000), lambda: datetime(1, 2, 3, 4, 5, 6, 7, None, 1), lambda: datetime(2000, 1, 1, bar=1),
          lambda: datetime(2000, 1, 1, 2000, hour=1), lambda: time(1, 2, 3, 4, None, 5), lambda: time(q=1),
          lambda: date(2000, 1, 1).replace(1, 2, 3, 4), lambda: datetime(2000, 1, 1).replace(x=1),
          lambda: timedelta(1, 2, 3, 4, 5, 6, 7, 8), lambda: timedelta(x=1), lambda: timezone(), lambda: timezone(timedelta(0), "a", 3)]:
    try:
        f()
    except TypeError as e:
        print(e)
print(datetime(year=2000, month=1, day=2, hour=3), date(2000, 1, day=5), timedelta(hours=1, days=1))
time(1, minute=2, hour=3)

# expect: function takes at most 3 arguments (4 given)
# expect: function missing required argument 'year' (pos 1)
# expect: function missing required argument 'month' (pos 2)
# expect: function takes at most 3 arguments (4 given)
# expect: function missing required argument 'month' (pos 2)
# expect: function takes at most 8 positional arguments (9 given)
# expect: 'bar' is an invalid keyword argument for this function
# expect: argument for function given by name ('hour') and position (4)
# expect: function takes at most 5 positional arguments (6 given)
# expect: 'q' is an invalid keyword argument for this function
# expect: replace() takes at most 3 arguments (4 given)
# expect: 'x' is an invalid keyword argument for replace()
# expect: __new__() takes at most 7 arguments (8 given)
# expect: 'x' is an invalid keyword argument for __new__()
# expect: timezone() missing required argument 'offset' (pos 1)
# expect: timezone() takes at most 2 arguments (3 given)
# expect: 2000-01-02 03:00:00 2000-01-05 1 day, 1:00:00
# expect runtime error: TypeError: argument for function given by name ('hour') and position (1)
