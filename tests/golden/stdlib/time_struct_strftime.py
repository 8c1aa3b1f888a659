# time.gmtime/localtime give struct_time (printing as CPython's), strftime/asctime/ctime/
# mktime format and convert it (UTC examples, so the output is fixed).
import time
t = time.gmtime(0)
print(t, t.tm_year, t[0], tuple(t)[:3], type(t).__name__)
print(time.strftime("%Y-%m-%d %H:%M:%S %a %b %j", t), time.asctime(t), time.strftime("%%|%y", time.gmtime(86400 * 365.25 * 30)))
print(time.gmtime(1700000000), time.asctime(time.gmtime(1700000000)))
print(time.mktime(time.localtime(1234567890)), type(time.localtime().tm_hour).__name__, len(time.ctime()), isinstance(time.strftime("%H:%M"), str))
print(time.strftime("%Y", (2020, 5, 17, 0, 0, 0, 0, 1, 0)))
# expect: time.struct_time(tm_year=1970, tm_mon=1, tm_mday=1, tm_hour=0, tm_min=0, tm_sec=0, tm_wday=3, tm_yday=1, tm_isdst=0) 1970 1970 (1970, 1, 1) struct_time
# expect: 1970-01-01 00:00:00 Thu Jan 001 Thu Jan  1 00:00:00 1970 %|00
# expect: time.struct_time(tm_year=2023, tm_mon=11, tm_mday=14, tm_hour=22, tm_min=13, tm_sec=20, tm_wday=1, tm_yday=318, tm_isdst=0) Tue Nov 14 22:13:20 2023
# expect: 1234567890.0 int 24 True
# expect: 2020
