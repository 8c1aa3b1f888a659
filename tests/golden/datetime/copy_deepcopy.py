# copy and deepcopy of datetime values (timezone through its __reduce__, as copy does)
import copy
from datetime import date, datetime, time, timedelta, timezone
tz = timezone(timedelta(hours=2), "X")
values = [date(2020, 1, 2), time(3, 4, tzinfo=tz), datetime(2020, 1, 2, tzinfo=tz), timedelta(1, 2, 3), tz]
print(copy.copy(values) == values, copy.deepcopy(values) == values)
print(copy.deepcopy(timezone.utc) is timezone.utc, copy.deepcopy(tz) == tz, copy.copy(tz), copy.deepcopy({"d": values[2]}))
# expect: True True
# expect: True True X {'d': datetime.datetime(2020, 1, 2, 0, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=7200), 'X'))}
