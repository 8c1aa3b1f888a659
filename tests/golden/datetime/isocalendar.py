# isocalendar() gives a named (year, week, weekday) with CPython's repr.
from datetime import date, datetime
c = date(2024, 2, 29).isocalendar()
print(c, repr(c), c.year, c.week, c.weekday, c[1], c[-1], c[:2], len(c), list(c), c == (2024, 9, 4), c < (2025, 1, 1))
y, w, d = datetime(2021, 1, 3, 5).isocalendar()
print(y, w, d, date(2020, 12, 31).isocalendar(), hash(c) == hash((2024, 9, 4)), tuple(c))

# expect: datetime.IsoCalendarDate(year=2024, week=9, weekday=4) datetime.IsoCalendarDate(year=2024, week=9, weekday=4) 2024 9 4 9 4 (2024, 9) 3 [2024, 9, 4] True True
# expect: 2020 53 7 datetime.IsoCalendarDate(year=2020, week=53, weekday=4) True (2024, 9, 4)
