# fromisoformat and strptime on text that does not fit.
from datetime import date, datetime
for f in [lambda: date.fromisoformat("2024-1-5"), lambda: datetime.strptime("2024-01-05", "%Y/%m/%d"),
          lambda: datetime.strptime("13 PM", "%I %p"), lambda: datetime.fromisoformat("2024-01-05T")]:
    try:
        f()
    except ValueError as e:
        print(e)
datetime.strptime("2024-01-05x", "%Y-%m-%d")

# expect: Invalid isoformat string: '2024-1-5'
# expect: time data '2024-01-05' does not match format '%Y/%m/%d'
# expect: time data '13 PM' does not match format '%I %p'
# expect: Invalid isoformat string: '2024-01-05T'
# expect runtime error: ValueError: unconverted data remains: x
