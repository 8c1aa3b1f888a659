# ZoneInfo subclasses keep zones of their own; from_file reads an open TZif file; a zone with
# one offset answers time objects, others say None.
from zoneinfo import ZoneInfo
from datetime import datetime, time
class Zone(ZoneInfo):
    pass
z = Zone("Europe/Paris")
print(repr(z), z is Zone("Europe/Paris"), z is ZoneInfo("Europe/Paris"), isinstance(z, ZoneInfo))
with open("/usr/share/zoneinfo/Asia/Tokyo", "rb") as f:
    t = ZoneInfo.from_file(f, key="Tokyo")
print(repr(t), t, t.key, datetime(2024, 1, 1, tzinfo=t))
print(time(12, tzinfo=ZoneInfo("Europe/Paris")).utcoffset(), time(12, tzinfo=ZoneInfo("UTC")).utcoffset(), time(12, tzinfo=ZoneInfo("Etc/GMT-3")))

# expect: Zone(key='Europe/Paris') True False True
# expect: zoneinfo.ZoneInfo(key='Tokyo') Tokyo Tokyo 2024-01-01 00:00:00+09:00
# expect: None 0:00:00 12:00:00+03:00
