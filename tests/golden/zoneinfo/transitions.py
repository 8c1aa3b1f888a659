# Daylight-saving changes: wall times in the spring gap and the autumn fold take their offset
# from fold; converting UTC instants across a change sets fold on the repeated hour; dates
# past the file's last transition follow its POSIX TZ rule.
from zoneinfo import ZoneInfo
from datetime import datetime, timedelta, timezone
p = ZoneInfo("Europe/Paris")
print(datetime(2024, 3, 31, 2, 30, tzinfo=p), datetime(2024, 3, 31, 2, 30, fold=1, tzinfo=p))
print(datetime(2024, 10, 27, 2, 30, tzinfo=p), datetime(2024, 10, 27, 2, 30, fold=1, tzinfo=p))
u = datetime(2024, 10, 27, 0, 30, tzinfo=timezone.utc)
for i in range(3):
    t = (u + timedelta(hours=i)).astimezone(p)
    print(t, t.fold, t.tzname(), t.astimezone(timezone.utc) == u + timedelta(hours=i))
a = datetime(2024, 10, 27, 2, 30, tzinfo=p)
print(a == a.replace(fold=1), a.replace(fold=1) - a, a.astimezone(timezone.utc) == a, hash(a) == hash(a.replace(fold=1)))
ny = ZoneInfo("America/New_York")
for y in (1918, 2007, 2024, 2050, 2300):
    m = datetime(y, 3, 15, 12, tzinfo=ny)
    print(y, datetime(y, 1, 15, tzinfo=ny).tzname(), datetime(y, 7, 15, tzinfo=ny).tzname(), m.dst())
u = datetime(2050, 11, 6, 4, tzinfo=timezone.utc)
for i in range(4):
    t = (u + timedelta(hours=i)).astimezone(ny)
    print(t, t.fold, t.tzname())
lh = ZoneInfo("Australia/Lord_Howe")
print(datetime(2024, 1, 1, tzinfo=lh).dst(), datetime(2024, 7, 1, tzinfo=lh).utcoffset())

# expect: 2024-03-31 02:30:00+01:00 2024-03-31 02:30:00+02:00
# expect: 2024-10-27 02:30:00+02:00 2024-10-27 02:30:00+01:00
# expect: 2024-10-27 02:30:00+02:00 0 CEST True
# expect: 2024-10-27 02:30:00+01:00 1 CET True
# expect: 2024-10-27 03:30:00+01:00 0 CET True
# expect: True 0:00:00 False True
# expect: 1918 EST EDT 0:00:00
# expect: 2007 EST EDT 1:00:00
# expect: 2024 EST EDT 1:00:00
# expect: 2050 EST EDT 1:00:00
# expect: 2300 EST EDT 1:00:00
# expect: 2050-11-06 00:00:00-04:00 0 EDT
# expect: 2050-11-06 01:00:00-04:00 0 EDT
# expect: 2050-11-06 01:00:00-05:00 1 EST
# expect: 2050-11-06 02:00:00-05:00 0 EST
# expect: 0:30:00 10:30:00
