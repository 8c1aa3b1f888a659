# date.fromisocalendar and datetime.fromisocalendar: week 53 only in long ISO years, CPython's range errors.
from datetime import date, datetime
print(datetime.fromisocalendar(2020, 53, 7), date.fromisocalendar(2024, 1, 1), date.fromisocalendar(2024, 10, 3))
print(date.fromisocalendar(2015, 53, 1), date.fromisocalendar(2032, 53, 5), date.fromisocalendar(1, 1, 1))
d = date(2027, 1, 2)
print(date.fromisocalendar(*d.isocalendar()) == d, date.fromisocalendar(year=2024, week=52, day=7))
for a in [(2021, 53, 1), (2024, 0, 1), (2024, 1, 8), (0, 1, 1), (10000, 1, 1), (2024.0, 1, 1), (2024, 1)]:
    try:
        print(date.fromisocalendar(*a))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# expect: 2021-01-03 00:00:00 2024-01-01 2024-03-06
# expect: 2015-12-28 2032-12-31 0001-01-01
# expect: True 2024-12-29
# expect: ValueError Invalid week: 53
# expect: ValueError Invalid week: 0
# expect: ValueError Invalid day: 8 (range is [1, 7])
# expect: ValueError Year is out of range: 0
# expect: ValueError Year is out of range: 10000
# expect: TypeError 'float' object cannot be interpreted as an integer
# expect: TypeError fromisocalendar() missing required argument 'day' (pos 3)
