# datetime.strptime for the common codes.
from datetime import datetime
print(datetime.strptime("2024-01-05 12:30", "%Y-%m-%d %H:%M"))
print(datetime.strptime("05/01/24", "%d/%m/%y"), datetime.strptime("99", "%y"))
print(datetime.strptime("Jan 5 2024", "%b %d %Y"), datetime.strptime("Friday, March 1, 2024", "%A, %B %d, %Y"))
print(datetime.strptime("5 pm", "%I %p"), datetime.strptime("12:15 AM", "%I:%M %p"))
print(datetime.strptime("2024 032", "%Y %j"), datetime.strptime("12:30:01.5", "%H:%M:%S.%f"))
print(repr(datetime.strptime("2024-01-05", "%Y-%m-%d")))

# expect: 2024-01-05 12:30:00
# expect: 2024-01-05 00:00:00 1999-01-01 00:00:00
# expect: 2024-01-05 00:00:00 2024-03-01 00:00:00
# expect: 1900-01-01 17:00:00 1900-01-01 00:15:00
# expect: 2024-02-01 00:00:00 1900-01-01 12:30:01.500000
# expect: datetime.datetime(2024, 1, 5, 0, 0)
