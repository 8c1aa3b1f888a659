# date: fields, str/repr, weekday, ordinals, replace, arithmetic and comparisons.
from datetime import date, timedelta
d = date(2024, 2, 29)
print(d, repr(d), d.year, d.month, d.day)
print(d.weekday(), d.isoweekday(), d.toordinal(), date.fromordinal(738945), date.fromordinal(1))
print(d + timedelta(days=1), timedelta(days=-60) + d, d - timedelta(days=366), d - date(2024, 1, 1))
print(d.replace(year=2025, day=28), d.replace(month=3), d.isoformat(), date.fromisoformat("2024-03-01"))
print(d == date(2024, 2, 29), d < date(2024, 3, 1), d != date(2024, 2, 28), d == "2024-02-29")
print(sorted([date(2024, 1, 3), date(2023, 5, 1), date(2023, 12, 31)]))
print(date.min, date.max, date.resolution, d.ctime(), d.isocalendar()[1])
print(hash(d) == hash(date(2024, 2, 29)), {d: 1}[date(2024, 2, 29)])
print(date(2023, 12, 31) - date(2000, 1, 1), (date(2024, 12, 25) - date(2024, 1, 1)).days)

# expect: 2024-02-29 datetime.date(2024, 2, 29) 2024 2 29
# expect: 3 4 738945 2024-02-29 0001-01-01
# expect: 2024-03-01 2023-12-31 2023-02-28 59 days, 0:00:00
# expect: 2025-02-28 2024-03-29 2024-02-29 2024-03-01
# expect: True True True False
# expect: [datetime.date(2023, 5, 1), datetime.date(2023, 12, 31), datetime.date(2024, 1, 3)]
# expect: 0001-01-01 9999-12-31 1 day, 0:00:00 Thu Feb 29 00:00:00 2024 9
# expect: True 1
# expect: 8765 days, 0:00:00 359
