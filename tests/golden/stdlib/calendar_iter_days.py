# Calendar's day iterators: itermonthdays (0 outside the month), itermonthdays2 (day, weekday),
# itermonthdates (datetime.date, the neighbour months' days too) and the week lists.
import calendar
cal = calendar.Calendar(firstweekday=6)
print(list(cal.itermonthdays(2024, 2)))
print(list(cal.itermonthdays2(2024, 2))[:5])
dates = list(calendar.Calendar().itermonthdates(2024, 3))
print(dates[0], dates[-1], len(dates))
print(cal.monthdays2calendar(2023, 12)[0])
print([str(d) for d in calendar.Calendar(0).monthdatescalendar(2021, 2)[0]])
# expect: [0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 0]
# expect: [(0, 6), (0, 0), (0, 1), (0, 2), (1, 3)]
# expect: 2024-02-26 2024-03-31 35
# expect: [(0, 6), (0, 0), (0, 1), (0, 2), (0, 3), (1, 4), (2, 5)]
# expect: ['2021-02-01', '2021-02-02', '2021-02-03', '2021-02-04', '2021-02-05', '2021-02-06', '2021-02-07']
