# calendar's errors: IllegalMonthError, IllegalWeekdayError (ValueErrors) and datetime's.
import calendar
for f in [lambda: calendar.weekday(2024, 13, 1), lambda: calendar.month(2024, 0),
          lambda: calendar.weekday(2024, 2, 30), lambda: calendar.setfirstweekday(9)]:
    try:
        print(f())
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
calendar.monthrange(2024, 13)
# expect: ValueError month must be in 1..12 True
# expect: IllegalMonthError bad month number 0; must be 1-12 True
# expect: ValueError day is out of range for month True
# expect: IllegalWeekdayError bad weekday number 9; must be 0 (Monday) to 6 (Sunday) True
# expect runtime error: calendar.IllegalMonthError: bad month number 13; must be 1-12
