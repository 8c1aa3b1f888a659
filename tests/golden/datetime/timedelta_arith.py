# timedelta arithmetic: with timedeltas, ints and floats; divisions round half to even.
from datetime import timedelta
td = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5)
print(td + td, td - timedelta(days=2), td * 2, 2 * td, td * 1.5, 0.5 * timedelta(hours=1))
print(td / 2, td // 3, td / td, td // timedelta(hours=1), td % timedelta(hours=1))
print(timedelta(seconds=1) / 3, timedelta(seconds=-1) // 3, timedelta(microseconds=3) / 2)
print(divmod(timedelta(hours=5), timedelta(hours=2)), abs(timedelta(-1)), -timedelta(0), +td)
print(timedelta(1) < timedelta(2), timedelta(hours=24) == timedelta(days=1), timedelta(1) == 1)
print(max(timedelta(1), timedelta(hours=30)), bool(timedelta(0)), bool(timedelta(microseconds=1)))
print(sum([timedelta(hours=1), timedelta(minutes=30)], timedelta()))
print(hash(timedelta(days=1)) == hash(timedelta(hours=24)))

# expect: 2 days, 4:06:08.000010 -1 day, 2:03:04.000005 2 days, 4:06:08.000010 2 days, 4:06:08.000010 1 day, 15:04:36.000008 0:30:00
# expect: 13:01:32.000002 8:41:01.333335 1.0 26 0:03:04.000005
# expect: 0:00:00.333333 -1 day, 23:59:59.666666 0:00:00.000002
# expect: (2, datetime.timedelta(seconds=3600)) 1 day, 0:00:00 0:00:00 1 day, 2:03:04.000005
# expect: True True False
# expect: 1 day, 6:00:00 False True
# expect: 1:30:00
# expect: True
