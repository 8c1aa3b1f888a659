# now() and today() come from the clock: their types and the shape of their text.
from datetime import datetime, date
import re
n = datetime.now()
print(type(n).__name__, type(date.today()).__name__, type(datetime.today()).__name__)
print(bool(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{6})?", str(n))))
print(bool(re.fullmatch(r"\d{4}-\d\d-\d\d", str(date.today()))), date.today().year >= 2024)
print(abs(datetime.now() - n).total_seconds() < 60, datetime.fromtimestamp(n.timestamp()) == n)

# expect: datetime date datetime
# expect: True
# expect: True True
# expect: True True
