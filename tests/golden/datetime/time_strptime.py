# time.strptime: a struct_time from text (the default format is asctime's), with _strptime's
# errors and argument messages.
import time
print(time.strptime('12 Mar 2023 08:15', '%d %b %Y %H:%M'))
print(time.strptime('Thu Feb 29 13:45:30 2024'))
t = time.strptime('1:2', '%H:%M')
print(t.tm_year, t.tm_hour, t[3], t.tm_wday, t.tm_yday, t.tm_isdst, time.strftime("%H.%M", t))
stamps = ["2024-03-10 09:00", "2024-03-09 14:30", "2024-03-10 08:15"]
print(sorted(stamps, key=lambda s: time.strptime(s, "%Y-%m-%d %H:%M")))
for args in [("x", "%Y"), (5,), ("2024", 5), (), ("2023-02-30", "%Y-%m-%d"), ("a", "b", "c")]:
    try:
        time.strptime(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    time.strptime("2024", format="%Y")
except TypeError as e:
    print("TypeError:", e)
# expect: time.struct_time(tm_year=2023, tm_mon=3, tm_mday=12, tm_hour=8, tm_min=15, tm_sec=0, tm_wday=6, tm_yday=71, tm_isdst=-1)
# expect: time.struct_time(tm_year=2024, tm_mon=2, tm_mday=29, tm_hour=13, tm_min=45, tm_sec=30, tm_wday=3, tm_yday=60, tm_isdst=-1)
# expect: 1900 1 1 0 1 -1 01.02
# expect: ['2024-03-09 14:30', '2024-03-10 08:15', '2024-03-10 09:00']
# expect: ValueError: time data 'x' does not match format '%Y'
# expect: TypeError: strptime() argument 0 must be str, not <class 'int'>
# expect: TypeError: strptime() argument 1 must be str, not <class 'int'>
# expect: TypeError: _strptime_time() missing 1 required positional argument: 'data_string'
# expect: ValueError: day is out of range for month
# expect: TypeError: _strptime_time() takes from 1 to 2 positional arguments but 3 were given
# expect: TypeError: strptime() takes no keyword arguments
