# datetime: str/repr, isoformat, date()/time(), combine, arithmetic, comparisons.
from datetime import datetime, date, time, timedelta
dt = datetime(2024, 1, 5, 12, 30)
print(dt, repr(dt), repr(datetime(2024, 1, 5)), datetime(2024, 1, 5, 0, 0, 0, 7))
print(dt.isoformat(), dt.isoformat(" "), dt.date(), dt.time(), datetime.combine(date(2024, 2, 29), time(8)))
print(dt - datetime(2023, 1, 1), dt + timedelta(hours=13), dt - timedelta(minutes=31), timedelta(days=1) + dt)
print(dt < datetime(2025, 1, 1), dt == datetime(2024, 1, 5, 12, 30, 0), dt == date(2024, 1, 5))
print(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond, dt.weekday())
print(dt.replace(hour=0, minute=0), datetime.fromisoformat("2024-01-05T12:30:00"))
print(datetime.fromisoformat("2024-01-05"), datetime.fromisoformat("2024-01-05 12:30:00.123"))
print(isinstance(dt, date), isinstance(date(2024, 1, 1), datetime), type(dt).__name__, type(dt))
print(datetime.min, datetime.max, dt.ctime(), datetime.fromordinal(738900))
events = [datetime(2024, 3, 1, 9), datetime(2024, 1, 1, 18), datetime(2024, 1, 1, 8)]
print([e.strftime("%b %d %H:%M") for e in sorted(events)])

# expect: 2024-01-05 12:30:00 datetime.datetime(2024, 1, 5, 12, 30) datetime.datetime(2024, 1, 5, 0, 0) 2024-01-05 00:00:00.000007
# expect: 2024-01-05T12:30:00 2024-01-05 12:30:00 2024-01-05 12:30:00 2024-02-29 08:00:00
# expect: 369 days, 12:30:00 2024-01-06 01:30:00 2024-01-05 11:59:00 2024-01-06 12:30:00
# expect: True True False
# expect: 2024 1 5 12 30 0 0 4
# expect: 2024-01-05 00:00:00 2024-01-05 12:30:00
# expect: 2024-01-05 00:00:00 2024-01-05 12:30:00.123000
# expect: True False datetime <class 'datetime.datetime'>
# expect: 0001-01-01 00:00:00 9999-12-31 23:59:59.999999 Fri Jan  5 12:30:00 2024 2024-01-15 00:00:00
# expect: ['Jan 01 08:00', 'Jan 01 18:00', 'Mar 01 09:00']
