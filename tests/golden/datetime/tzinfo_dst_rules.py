# A tzinfo with US daylight-saving rules (the library documentation's USTimeZone): fromutc
# and fold through the spring gap and the autumn fold; PEP 495's rule that a time in the fold
# equals nothing in another zone; tm_isdst from dst().
from datetime import tzinfo, timedelta, datetime, timezone
ZERO, HOUR = timedelta(0), timedelta(hours=1)
def first_sunday_on_or_after(dt):
    return dt + timedelta(6 - dt.weekday())
def us_dst_range(year):
    return (first_sunday_on_or_after(datetime(year, 3, 8, 2)), first_sunday_on_or_after(datetime(year, 11, 1, 2)))
class USTimeZone(tzinfo):
    def __init__(self, hours, reprname, stdname, dstname):
        self.stdoffset, self.reprname, self.stdname, self.dstname = timedelta(hours=hours), reprname, stdname, dstname
    def __repr__(self):
        return self.reprname
    def tzname(self, dt):
        return self.dstname if self.dst(dt) else self.stdname
    def utcoffset(self, dt):
        return self.stdoffset + self.dst(dt)
    def dst(self, dt):
        if dt is None or dt.tzinfo is None:
            return ZERO
        start, end = us_dst_range(dt.year)
        dt = dt.replace(tzinfo=None)
        if start + HOUR <= dt < end - HOUR:
            return HOUR
        if end - HOUR <= dt < end:
            return ZERO if dt.fold else HOUR
        if start <= dt < start + HOUR:
            return HOUR if dt.fold else ZERO
        return ZERO
    def fromutc(self, dt):
        start, end = us_dst_range(dt.year)
        start, end = start.replace(tzinfo=self), end.replace(tzinfo=self)
        std_time = dt + self.stdoffset
        dst_time = std_time + HOUR
        if end <= dst_time < end + HOUR:
            return std_time.replace(fold=1)
        if std_time < start or dst_time >= end:
            return std_time
        return dst_time
Eastern = USTimeZone(-5, "Eastern", "EST", "EDT")
for u0 in [datetime(2016, 3, 13, 5, tzinfo=timezone.utc), datetime(2016, 11, 6, 4, tzinfo=timezone.utc)]:
    for i in range(4):
        t = (u0 + i * HOUR).astimezone(Eastern)
        print(t.time(), t.tzname(), t.fold, repr(t))
a = datetime(2016, 11, 6, 1, 30, tzinfo=Eastern)
b = a.replace(fold=1)
print(a == b, a < b, b - a, a.astimezone(timezone.utc), b.astimezone(timezone.utc))
print(a.astimezone(timezone.utc) == a, b.astimezone(timezone.utc) == b, hash(a) == hash(b))
x = datetime(2016, 7, 1, 12, tzinfo=Eastern)
print(x.timetuple().tm_isdst, x.astimezone(timezone.utc) == x, {x: 1}[x.astimezone(timezone.utc)])
print(sorted([x, x.astimezone(timezone.utc), datetime(2016, 7, 1, tzinfo=timezone.utc)]))

# expect: 00:00:00 EST 0 datetime.datetime(2016, 3, 13, 0, 0, tzinfo=Eastern)
# expect: 01:00:00 EST 0 datetime.datetime(2016, 3, 13, 1, 0, tzinfo=Eastern)
# expect: 03:00:00 EDT 0 datetime.datetime(2016, 3, 13, 3, 0, tzinfo=Eastern)
# expect: 04:00:00 EDT 0 datetime.datetime(2016, 3, 13, 4, 0, tzinfo=Eastern)
# expect: 00:00:00 EDT 0 datetime.datetime(2016, 11, 6, 0, 0, tzinfo=Eastern)
# expect: 01:00:00 EDT 0 datetime.datetime(2016, 11, 6, 1, 0, tzinfo=Eastern)
# expect: 01:00:00 EST 1 datetime.datetime(2016, 11, 6, 1, 0, fold=1, tzinfo=Eastern)
# expect: 02:00:00 EST 0 datetime.datetime(2016, 11, 6, 2, 0, tzinfo=Eastern)
# expect: True False 0:00:00 2016-11-06 05:30:00+00:00 2016-11-06 06:30:00+00:00
# expect: False False True
# expect: 1 True 1
# expect: [datetime.datetime(2016, 7, 1, 0, 0, tzinfo=datetime.timezone.utc), datetime.datetime(2016, 7, 1, 12, 0, tzinfo=Eastern), datetime.datetime(2016, 7, 1, 16, 0, tzinfo=datetime.timezone.utc)]
