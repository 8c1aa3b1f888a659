# isoformat with a separator and timespec; utcnow and utcfromtimestamp give naive UTC times.
from datetime import datetime, time, date
dt = datetime(2024, 1, 5, 12, 30, 5, 123456)
for ts in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
    print(dt.isoformat(timespec=ts), time(1, 2, 3).isoformat(ts), dt.isoformat("é", ts))
try:
    dt.isoformat(timespec="x")
except ValueError as e:
    print(e)
print(type(datetime.utcnow()).__name__, datetime.utcfromtimestamp(0), datetime.utcfromtimestamp(1.5e9 + 0.25))

# expect: 2024-01-05T12:30:05.123456 01:02:03 2024-01-05é12:30:05.123456
# expect: 2024-01-05T12 01 2024-01-05é12
# expect: 2024-01-05T12:30 01:02 2024-01-05é12:30
# expect: 2024-01-05T12:30:05 01:02:03 2024-01-05é12:30:05
# expect: 2024-01-05T12:30:05.123 01:02:03.000 2024-01-05é12:30:05.123
# expect: 2024-01-05T12:30:05.123456 01:02:03.000000 2024-01-05é12:30:05.123456
# expect: Unknown timespec value
# expect: datetime 1970-01-01 00:00:00 2017-07-14 02:40:00.250000
