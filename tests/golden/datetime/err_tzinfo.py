# What CPython says when a tzinfo answers badly, and the base class's own methods.
from datetime import datetime, timedelta, timezone, tzinfo
class Bad(tzinfo):
    def __init__(self, off, name=None, dst=None): self.off, self.name, self.d = off, name, dst
    def utcoffset(self, dt): return self.off
    def dst(self, dt): return self.d
    def tzname(self, dt): return self.name
x = tzinfo()
checks = [lambda: str(datetime(2024, 1, 1, tzinfo=Bad(5))), lambda: datetime(2024, 1, 1, tzinfo=Bad(timedelta(hours=24))).utcoffset(),
          lambda: datetime(2024, 1, 1, tzinfo=Bad(ZERO, 7)).tzname(), lambda: datetime(2024, 1, 1, tzinfo=Bad(ZERO, None, 3)).strftime("%Y"),
          lambda: datetime.now(Bad(None)), lambda: datetime.now(Bad(ZERO)), lambda: timezone.utc.fromutc(datetime(2024, 1, 1)),
          lambda: x.utcoffset(None), lambda: x.dst(None), lambda: x.tzname(None), lambda: x.fromutc(5),
          lambda: datetime(2024, 1, 1, tzinfo=Bad(None)) < datetime(2024, 1, 1, tzinfo=Bad(ZERO))]
ZERO = timedelta(0)
for f in checks:
    try:
        print(f())
    except Exception as ex:
        print(type(ex).__name__, ex)
print(datetime(2024, 1, 1, tzinfo=Bad(None)), datetime(2024, 1, 1, tzinfo=Bad(timedelta(seconds=1.5))))
datetime(2024, 1, 1, tzinfo=x).utcoffset()

# expect: TypeError tzinfo.utcoffset() must return None or timedelta, not 'int'
# expect: ValueError offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).
# expect: TypeError tzinfo.tzname() must return None or a string, not 'int'
# expect: TypeError tzinfo.dst() must return None or timedelta, not 'int'
# expect: ValueError fromutc: non-None utcoffset() result required
# expect: ValueError fromutc: non-None dst() result required
# expect: ValueError fromutc: dt.tzinfo is not self
# expect: NotImplementedError a tzinfo subclass must implement utcoffset()
# expect: NotImplementedError a tzinfo subclass must implement dst()
# expect: NotImplementedError a tzinfo subclass must implement tzname()
# expect: TypeError fromutc: argument must be a datetime
# expect: TypeError can't compare offset-naive and offset-aware datetimes
# expect: 2024-01-01 00:00:00 2024-01-01 00:00:00+00:00:01.500000
# expect runtime error: NotImplementedError: a tzinfo subclass must implement utcoffset()
