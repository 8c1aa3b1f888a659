# ZoneInfo: one object per key (no_cache makes another), key/str/repr, the offsets, names and
# dst() it gives aware datetimes, conversion between zones.
import zoneinfo
from zoneinfo import ZoneInfo
from datetime import datetime, timedelta, timezone
p = ZoneInfo("Europe/Paris")
print(p, repr(p), p.key, p is ZoneInfo("Europe/Paris"), ZoneInfo.no_cache("Europe/Paris") is p, type(p))
d = datetime(2024, 7, 1, 12, tzinfo=p)
print(d, d.tzname(), d.dst(), d.utcoffset(), repr(d))
w = datetime(2024, 1, 15, 9, 30, tzinfo=p)
print(w, w.tzname(), w.dst(), w.isoformat(), w.strftime("%H:%M %Z %z"))
ny = ZoneInfo("America/New_York")
print(d.astimezone(ny), d.astimezone(timezone.utc), d - datetime(2024, 7, 1, 6, tzinfo=ny), d == datetime(2024, 7, 1, 6, tzinfo=ny))
print(ZoneInfo("UTC"), datetime(2024, 1, 1, tzinfo=ZoneInfo("UTC")), ZoneInfo("Asia/Kolkata").utcoffset(datetime(2024, 1, 1)))
print(datetime(2024, 3, 1, 12, tzinfo=timezone.utc).astimezone(ZoneInfo("Australia/Sydney")), "Europe/Paris" in zoneinfo.available_timezones())
print(p.utcoffset(None), p.tzname(None), ZoneInfo("Etc/GMT+5").tzname(None), zoneinfo.TZPATH[0])
print(datetime(1800, 1, 1, tzinfo=p).utcoffset(), datetime(1800, 1, 1, tzinfo=p).tzname())

# expect: Europe/Paris zoneinfo.ZoneInfo(key='Europe/Paris') Europe/Paris True False <class 'zoneinfo.ZoneInfo'>
# expect: 2024-07-01 12:00:00+02:00 CEST 1:00:00 2:00:00 datetime.datetime(2024, 7, 1, 12, 0, tzinfo=zoneinfo.ZoneInfo(key='Europe/Paris'))
# expect: 2024-01-15 09:30:00+01:00 CET 0:00:00 2024-01-15T09:30:00+01:00 09:30 CET +0100
# expect: 2024-07-01 06:00:00-04:00 2024-07-01 10:00:00+00:00 0:00:00 True
# expect: UTC 2024-01-01 00:00:00+00:00 5:30:00
# expect: 2024-03-01 23:00:00+11:00 True
# expect: None None -05 /usr/share/zoneinfo
# expect: 0:09:21 LMT
