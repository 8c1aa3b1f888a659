# date.timetuple / datetime.timetuple: a time.struct_time with tm_yday and tm_isdst -1.
from datetime import date, datetime
t = datetime(2023, 3, 14, 15, 9, 26, 5).timetuple()
print(t)
print(date(2024, 12, 31).timetuple().tm_yday, t.tm_wday, t[0], tuple(date(2000, 1, 1).timetuple()))

# expect: time.struct_time(tm_year=2023, tm_mon=3, tm_mday=14, tm_hour=15, tm_min=9, tm_sec=26, tm_wday=1, tm_yday=73, tm_isdst=-1)
# expect: 366 1 2023 (2000, 1, 1, 0, 0, 0, 5, 1, -1)
