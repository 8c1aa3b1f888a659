# Fixed-offset time zones: timezone.utc and timezone(offset, name), aware datetimes' text,
# conversion, arithmetic across zones, fromisoformat with offsets, %z and %Z.
from datetime import datetime, timedelta, timezone, time, date, UTC
u = timezone.utc
cet = timezone(timedelta(hours=1), "CET")
ist = timezone(timedelta(hours=5, minutes=30))
print(u, repr(u), cet, repr(cet), ist, repr(ist), UTC is u, timezone(timedelta(0)) is u)
d = datetime(2024, 1, 5, 12, 30, tzinfo=u)
print(d, repr(d), d.isoformat(), d.utcoffset(), d.tzname(), d.dst(), d.tzinfo)
e = datetime(2024, 1, 5, 13, 30, tzinfo=cet)
print(e, e == d, e - d, hash(e) == hash(d), e.astimezone(u), e.astimezone(ist), d.timestamp())
print(d.strftime("%Y %z %Z"), datetime(2024, 1, 5).strftime("[%z][%Z]"))
print(datetime.fromisoformat("2024-01-05T12:30:00+01:00"), datetime.fromisoformat("2024-01-05T12:30:00Z"))
print(datetime.fromtimestamp(0, u), datetime.fromtimestamp(0, tz=cet), d.replace(tzinfo=None), d.replace(tzinfo=cet))
print(d + timedelta(hours=1), d.date(), d.time(), d.timetz(), time(12, tzinfo=u))
print(datetime.combine(date(2024, 1, 1), time(5), tzinfo=cet), datetime.now(u).tzinfo, type(datetime.now(u)).__name__)
print(datetime(2024, 1, 5, 12, tzinfo=u).astimezone(timezone(timedelta(hours=-8))).isoformat())
print(cet.utcoffset(None), u.tzname(None), timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), "X"))

# expect: UTC datetime.timezone.utc CET datetime.timezone(datetime.timedelta(seconds=3600), 'CET') UTC+05:30 datetime.timezone(datetime.timedelta(seconds=19800)) True True
# expect: 2024-01-05 12:30:00+00:00 datetime.datetime(2024, 1, 5, 12, 30, tzinfo=datetime.timezone.utc) 2024-01-05T12:30:00+00:00 0:00:00 UTC None UTC
# expect: 2024-01-05 13:30:00+01:00 True 0:00:00 True 2024-01-05 12:30:00+00:00 2024-01-05 18:00:00+05:30 1704457800.0
# expect: 2024 +0000 UTC [][]
# expect: 2024-01-05 12:30:00+01:00 2024-01-05 12:30:00+00:00
# expect: 1970-01-01 00:00:00+00:00 1970-01-01 01:00:00+01:00 2024-01-05 12:30:00 2024-01-05 12:30:00+01:00
# expect: 2024-01-05 13:30:00+00:00 2024-01-05 12:30:00 12:30:00+00:00 12:00:00+00:00
# expect: 2024-01-01 05:00:00+01:00 UTC datetime
# expect: 2024-01-05T04:00:00-08:00
# expect: 1:00:00 UTC True
