# calendar's date helpers: isleap, leapdays, weekday, monthrange, monthcalendar, timegm, names.
import calendar
print(calendar.monthrange(2024, 2), calendar.monthrange(1900, 2), calendar.isleap(1900), calendar.isleap(2000))
print(calendar.leapdays(1900, 2025), calendar.leapdays(2025, 1900))
print(calendar.weekday(2024, 7, 4), calendar.weekday(0, 1, 1), calendar.weekday(1, 1, 1), calendar.weekday(-5, 3, 1))
print(calendar.monthcalendar(2024, 2), calendar.Calendar(6).monthdayscalendar(2024, 2))
print(list(calendar.Calendar(2).iterweekdays()), calendar.MONDAY, calendar.SUNDAY, calendar.firstweekday())
print(calendar.month_name[1:3], list(calendar.day_abbr), list(calendar.month_abbr), calendar.day_name[calendar.weekday(2024, 1, 1)])
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.timegm((1969, 12, 31, 23, 59, 59, 0, 0, 0)))
# expect: (3, 29) (3, 28) False True
# expect: 31 -31
# expect: 3 5 0 2
# expect: [[0, 0, 0, 1, 2, 3, 4], [5, 6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17, 18], [19, 20, 21, 22, 23, 24, 25], [26, 27, 28, 29, 0, 0, 0]] [[0, 0, 0, 0, 1, 2, 3], [4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23, 24], [25, 26, 27, 28, 29, 0, 0]]
# expect: [2, 3, 4, 5, 6, 0, 1] 0 6 0
# expect: ['January', 'February'] ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] ['', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] Monday
# expect: 1704067200 -1
