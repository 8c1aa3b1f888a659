# __reduce__ / __reduce_ex__ give (class, (state bytes[, tzinfo])); the classes take that state
from datetime import date, datetime, time, timedelta, timezone
d = datetime(2021, 11, 7, 1, 30, 0, 65536, fold=1)
print(d.__reduce__(), d.__reduce_ex__(4))
print(date(2020, 1, 2).__reduce__(), time(5, tzinfo=timezone.utc).__reduce_ex__(4))
print(timedelta(-1).__reduce__(), timezone(timedelta(hours=2), "X").__reduce__())
print(datetime(b"\x07\xe5\x8b\x07\x01\x1e\x00\x01\x00\x00"), datetime(b"\x07\xe5\x8b\x07\x01\x1e\x00\x01\x00\x00").fold)
print(repr(time(b"\x05\x00\x00\x00\x00\x00", timezone.utc)), date(b"\x07\xe4\x01\x02"))
# expect: (<class 'datetime.datetime'>, (b'\x07\xe5\x0b\x07\x01\x1e\x00\x01\x00\x00',)) (<class 'datetime.datetime'>, (b'\x07\xe5\x8b\x07\x01\x1e\x00\x01\x00\x00',))
# expect: (<class 'datetime.date'>, (b'\x07\xe4\x01\x02',)) (<class 'datetime.time'>, (b'\x05\x00\x00\x00\x00\x00', datetime.timezone.utc))
# expect: (<class 'datetime.timedelta'>, (-1, 0, 0)) (<class 'datetime.timezone'>, (datetime.timedelta(seconds=7200), 'X'), None)
# expect: 2021-11-07 01:30:00.065536 1
# expect: datetime.time(5, 0, tzinfo=datetime.timezone.utc) 2020-01-02
