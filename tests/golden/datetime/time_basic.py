# time: str/repr, isoformat, fromisoformat, replace, comparisons.
from datetime import time
t = time(12, 30)
print(t, repr(t), time(1, 2, 3, 4), repr(time(1, 2, 3, 4)), repr(time(1, 2, 3)), time(), repr(time()))
print(t.hour, t.minute, t.second, t.microsecond, t.isoformat(), t.replace(minute=45))
print(time.fromisoformat("12:30:01.5"), time.fromisoformat("08:15"), time.min, time.max)
print(time(9) < time(10), time(9) == time(9, 0, 0), t.strftime("%H:%M %p"), f"{t:%I:%M}")

# expect: 12:30:00 datetime.time(12, 30) 01:02:03.000004 datetime.time(1, 2, 3, 4) datetime.time(1, 2, 3) 00:00:00 datetime.time(0, 0)
# expect: 12 30 0 0 12:30:00 12:45:00
# expect: 12:30:01.500000 08:15:00 00:00:00 23:59:59.999999
# expect: True True 12:30 PM 12:30
