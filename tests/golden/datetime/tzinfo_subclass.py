# A tzinfo subclass with a fixed offset: aware datetimes and times ask its utcoffset, dst and
# tzname; conversion, comparison, hashing and text use its answers.
from datetime import datetime, timedelta, timezone, time, tzinfo
class EST(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=-5)
    def dst(self, dt): return timedelta(0)
    def tzname(self, dt): return "EST"
    def __repr__(self): return "EST()"
e = EST()
d = datetime(2024, 1, 5, 12, 30, tzinfo=e)
print(d, repr(d), d.isoformat(), d.utcoffset(), d.tzname(), d.dst(), d.tzinfo)
u = d.astimezone(timezone.utc)
print(u, u.astimezone(e), d == u, hash(d) == hash(u), d - u, u - d)
print(d.strftime("%H:%M %z %Z"), d.timetuple().tm_isdst, d.timestamp())
print(isinstance(e, tzinfo), isinstance(timezone.utc, tzinfo), issubclass(timezone, tzinfo), tzinfo, EST.__mro__)
t = time(9, 15, tzinfo=e)
print(t, repr(t), t.utcoffset(), t.tzname(), t.isoformat())
print(datetime.fromtimestamp(0, e), datetime(2024, 1, 1, tzinfo=e) < datetime(2024, 1, 1, tzinfo=timezone.utc))
print(e.fromutc(datetime(2024, 1, 1, tzinfo=e)), datetime.now(e).tzinfo, d.astimezone(e) is d)

# expect: 2024-01-05 12:30:00-05:00 datetime.datetime(2024, 1, 5, 12, 30, tzinfo=EST()) 2024-01-05T12:30:00-05:00 -1 day, 19:00:00 EST 0:00:00 EST()
# expect: 2024-01-05 17:30:00+00:00 2024-01-05 12:30:00-05:00 True True 0:00:00 0:00:00
# expect: 12:30 -0500 EST 0 1704475800.0
# expect: True True True <class 'datetime.tzinfo'> (<class '__main__.EST'>, <class 'datetime.tzinfo'>, <class 'object'>)
# expect: 09:15:00-05:00 datetime.time(9, 15, tzinfo=EST()) -1 day, 19:00:00 EST 09:15:00-05:00
# expect: 1969-12-31 19:00:00-05:00 False
# expect: 2023-12-31 19:00:00-05:00 EST() True
