# date, time, datetime (naive and aware, fold kept from protocol 4), timedelta and timezone
# come back equal through every pickle protocol
import pickle
from datetime import date, datetime, time, timedelta, timezone
tz = timezone(timedelta(hours=-5, minutes=-30), "EST-ish")
values = [date(2024, 2, 29), time(23, 59, 58, 999999), time(1, 2, tzinfo=timezone.utc),
          datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=tz),
          datetime(2021, 11, 7, 1, 30, fold=1), timedelta(-3, 5, 7), timezone.utc, tz]
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    back = [pickle.loads(pickle.dumps(v, proto)) for v in values]
    print(proto, back == values, [getattr(b, "fold", "-") for b in back[4:6]])
print(repr(pickle.loads(pickle.dumps(values[4]))), pickle.loads(pickle.dumps(timezone.utc)) is timezone.utc)
# expect: 0 True [0, 0]
# expect: 1 True [0, 0]
# expect: 2 True [0, 0]
# expect: 3 True [0, 0]
# expect: 4 True [0, 1]
# expect: 5 True [0, 1]
# expect: datetime.datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=66600), 'EST-ish')) True
