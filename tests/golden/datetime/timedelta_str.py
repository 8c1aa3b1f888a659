# str and repr of timedelta, negative durations included.
from datetime import timedelta
td = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5)
print(td, repr(td))
print(-td, repr(-td))
print(timedelta(0), repr(timedelta(0)), timedelta(hours=-1), timedelta(days=2), timedelta(days=-1))
print(timedelta(microseconds=1), repr(timedelta(seconds=5)), repr(timedelta(microseconds=-1)))
print(timedelta(weeks=1, milliseconds=1500), timedelta(hours=1.5), timedelta(minutes=-90))
print(timedelta.max, timedelta.min, timedelta.resolution)
print(td.days, td.seconds, td.microseconds, td.total_seconds())

# expect: 1 day, 2:03:04.000005 datetime.timedelta(days=1, seconds=7384, microseconds=5)
# expect: -2 days, 21:56:55.999995 datetime.timedelta(days=-2, seconds=79015, microseconds=999995)
# expect: 0:00:00 datetime.timedelta(0) -1 day, 23:00:00 2 days, 0:00:00 -1 day, 0:00:00
# expect: 0:00:00.000001 datetime.timedelta(seconds=5) datetime.timedelta(days=-1, seconds=86399, microseconds=999999)
# expect: 7 days, 0:00:01.500000 1:30:00 -1 day, 22:30:00
# expect: 999999999 days, 23:59:59.999999 -999999999 days, 0:00:00 0:00:00.000001
# expect: 1 7384 5 93784.000005
