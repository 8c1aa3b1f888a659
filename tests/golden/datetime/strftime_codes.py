# strftime's common codes, and format() with a strftime format.
from datetime import datetime, date
dt = datetime(2024, 1, 5, 15, 4, 9, 123)
print(dt.strftime("%Y-%m-%d %H:%M:%S.%f"))
print(dt.strftime("%A %a %B %b %j %p %y %% %I %w"))
print(dt.strftime("%c | %x | %X"))
print(date(2024, 12, 25).strftime("%d/%m/%Y %H:%M"), dt.strftime("%z%Z|"))
print(f"{dt:%Y/%m/%d}", f"{date(2024, 7, 4):%B %d, %Y}", format(dt, ""), f"{dt}")
print(datetime(2024, 1, 5, 0, 5).strftime("%I %p"), datetime(2024, 1, 5, 12, 5).strftime("%I %p"))

# expect: 2024-01-05 15:04:09.000123
# expect: Friday Fri January Jan 005 PM 24 % 03 5
# expect: Fri Jan  5 15:04:09 2024 | 01/05/24 | 15:04:09
# expect: 25/12/2024 00:00 |
# expect: 2024/01/05 July 04, 2024 2024-01-05 15:04:09.000123 2024-01-05 15:04:09.000123
# expect: 12 AM 12 PM
