# strptime's numeric fields as _strptime's regular expressions read them: %Y exactly four
# digits and %y two, %d/%m/%H/%j the longest number in range ("45" for %d is 4, leaving 5).
from datetime import datetime

for text, fmt in [("2024-45", "%Y-%d"), ("99-1-1", "%Y-%m-%d"), ("5", "%y"), ("2020 367", "%Y %j"),
                  ("24:00", "%H:%M"), ("2020-1-5 7:3:9", "%Y-%m-%d %H:%M:%S"), ("2020101", "%Y%m%d")]:
    try:
        print(datetime.strptime(text, fmt))
    except ValueError as e:
        print("ValueError:", e)
# expect: ValueError: unconverted data remains: 5
# expect: ValueError: time data '99-1-1' does not match format '%Y-%m-%d'
# expect: ValueError: time data '5' does not match format '%y'
# expect: ValueError: unconverted data remains: 7
# expect: ValueError: time data '24:00' does not match format '%H:%M'
# expect: 2020-01-05 07:03:09
# expect: 2020-10-01 00:00:00
