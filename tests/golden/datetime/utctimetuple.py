# utctimetuple(): an aware datetime's fields in UTC, a naive one's as they are; tm_isdst 0,
# where timetuple() says what dst() says.
from datetime import datetime, timezone, timedelta
from zoneinfo import ZoneInfo
d = datetime(2024, 1, 1, 2, 30, tzinfo=timezone(timedelta(hours=5)))
print(d.utctimetuple())
paris = datetime(2024, 7, 1, 12, tzinfo=ZoneInfo("Europe/Paris"))
print(paris.utctimetuple().tm_hour, paris.utctimetuple().tm_isdst, paris.timetuple().tm_isdst, datetime(2024, 7, 1).utctimetuple().tm_isdst)

# expect: time.struct_time(tm_year=2023, tm_mon=12, tm_mday=31, tm_hour=21, tm_min=30, tm_sec=0, tm_wday=6, tm_yday=365, tm_isdst=0)
# expect: 10 0 1 0
