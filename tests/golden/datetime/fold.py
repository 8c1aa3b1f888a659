# PEP 495's fold: a keyword-only field of datetime and time, shown by repr (a datetime's
# before tzinfo, a time's after it), kept by replace, combine, time() and timetz().
from datetime import datetime, time, date, timezone
d = datetime(2024, 1, 5, fold=1)
print(d, repr(d), d.fold, repr(d.replace(tzinfo=timezone.utc)), d.replace(fold=0).fold)
print(repr(time(1, fold=1, tzinfo=timezone.utc)), time(1, fold=1).fold, d.time().fold, d.timetz().fold)
print(datetime.combine(date(2024, 1, 1), time(2, fold=1)).fold, d == d.replace(fold=0), hash(d) == hash(d.replace(fold=0)))
print((d + (d - d)).fold, datetime(2024, 1, 5).fold)
try:
    datetime(2024, 1, 1, fold=2)
except ValueError as e:
    print(e)
time(1).replace(fold=-1)

# expect: 2024-01-05 00:00:00 datetime.datetime(2024, 1, 5, 0, 0, fold=1) 1 datetime.datetime(2024, 1, 5, 0, 0, fold=1, tzinfo=datetime.timezone.utc) 0
# expect: datetime.time(1, 0, tzinfo=datetime.timezone.utc, fold=1) 1 1 1
# expect: 1 True True
# expect: 0 0
# expect: fold must be either 0 or 1
# expect runtime error: ValueError: fold must be either 0 or 1
