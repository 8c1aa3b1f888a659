# calendar.month/prmonth and TextCalendar.formatmonth: CPython's text layout for any width,
# line spacing and first weekday.
import calendar
print(calendar.month(2024, 2))
calendar.prmonth(2023, 12)
print(repr(calendar.month(2024, 2, w=4, l=2)))
print(calendar.TextCalendar(6).formatmonth(2024, 2, 3, 2))
calendar.TextCalendar(calendar.WEDNESDAY).prmonth(2024, 3, w=9)
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.month(2024, 9), calendar.firstweekday(), calendar.monthcalendar(2024, 9)[0])
# expect:    February 2024
# expect: Mo Tu We Th Fr Sa Su
# expect:           1  2  3  4
# expect:  5  6  7  8  9 10 11
# expect: 12 13 14 15 16 17 18
# expect: 19 20 21 22 23 24 25
# expect: 26 27 28 29
# expect:
# expect:    December 2023
# expect: Mo Tu We Th Fr Sa Su
# expect:              1  2  3
# expect:  4  5  6  7  8  9 10
# expect: 11 12 13 14 15 16 17
# expect: 18 19 20 21 22 23 24
# expect: 25 26 27 28 29 30 31
# expect: '          February 2024\n\nMon  Tue  Wed  Thu  Fri  Sat  Sun\n\n                 1    2    3    4\n\n  5    6    7    8    9   10   11\n\n 12   13   14   15   16   17   18\n\n 19   20   21   22   23   24   25\n\n 26   27   28   29\n\n'
# expect:        February 2024
# expect:
# expect: Sun Mon Tue Wed Thu Fri Sat
# expect:
# expect:                   1   2   3
# expect:
# expect:   4   5   6   7   8   9  10
# expect:
# expect:  11  12  13  14  15  16  17
# expect:
# expect:  18  19  20  21  22  23  24
# expect:
# expect:  25  26  27  28  29
# expect:
# expect:
# expect:                               March 2024
# expect: Wednesday  Thursday   Friday   Saturday   Sunday    Monday   Tuesday
# expect:                          1         2         3         4         5
# expect:      6         7         8         9        10        11        12
# expect:     13        14        15        16        17        18        19
# expect:     20        21        22        23        24        25        26
# expect:     27        28        29        30        31
# expect:    September 2024
# expect: Su Mo Tu We Th Fr Sa
# expect:  1  2  3  4  5  6  7
# expect:  8  9 10 11 12 13 14
# expect: 15 16 17 18 19 20 21
# expect: 22 23 24 25 26 27 28
# expect: 29 30
# expect:  6 [1, 2, 3, 4, 5, 6, 7]
