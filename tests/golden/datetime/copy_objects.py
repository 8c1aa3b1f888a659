# copy and deepcopy give back the (immutable) date, time, timedelta, pattern and match objects.
import copy, datetime, re
d = datetime.date(2024, 1, 1)
print(copy.copy(d) == d, copy.deepcopy(datetime.timedelta(1)), copy.copy(re.compile("a")))
print(copy.deepcopy([datetime.datetime(2024, 1, 1, 5), datetime.time(3)]), copy.deepcopy(re.compile("b")))
m = re.match("a", "a")
print(copy.copy(m) is m, copy.deepcopy({"k": d}))

# expect: True 1 day, 0:00:00 re.compile('a')
# expect: [datetime.datetime(2024, 1, 1, 5, 0), datetime.time(3, 0)] re.compile('b')
# expect: True {'k': datetime.date(2024, 1, 1)}
