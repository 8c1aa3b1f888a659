# Mixing naive and aware datetimes, and bad time zones.
from datetime import datetime, timedelta, timezone
d = datetime(2024, 1, 5, 12, 30, tzinfo=timezone.utc)
for f in [lambda: d < datetime(2024, 1, 5), lambda: timezone(5), lambda: timezone(timedelta(hours=24)),
          lambda: datetime(2024, 1, 1, tzinfo=5)]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(d == datetime(2024, 1, 5, 12, 30))
d - datetime(2024, 1, 5)

# expect: TypeError can't compare offset-naive and offset-aware datetimes
# expect: TypeError timezone() argument 1 must be datetime.timedelta, not int
# expect: ValueError offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not datetime.timedelta(days=1).
# expect: TypeError tzinfo argument must be None or of a tzinfo subclass, not type 'int'
# expect: False
# expect runtime error: TypeError: can't subtract offset-naive and offset-aware datetimes
