# Out-of-range fields are ValueError with CPython's messages.
from datetime import date, time, datetime
for f in [lambda: date(2024, 13, 1), lambda: date(2023, 2, 29), lambda: date(0, 1, 1),
          lambda: time(24), lambda: datetime(2024, 1, 1, 0, 60), lambda: time(0, 0, 0, 1000000),
          lambda: date(2024.0, 1, 1), lambda: date.fromordinal(0)]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
date(2024, 4, 31)

# expect: ValueError month must be in 1..12
# expect: ValueError day is out of range for month
# expect: ValueError year 0 is out of range
# expect: ValueError hour must be in 0..23
# expect: ValueError minute must be in 0..59
# expect: ValueError microsecond must be in 0..999999
# expect: TypeError 'float' object cannot be interpreted as an integer
# expect: ValueError ordinal must be >= 1
# expect runtime error: ValueError: day is out of range for month
