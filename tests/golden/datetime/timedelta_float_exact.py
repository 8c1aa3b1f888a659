# timedelta times and over a float round the exact product half to even, as CPython's ratios.
from datetime import timedelta
td = timedelta(days=6, seconds=61606, microseconds=623823)
print(repr(td * 1.7), repr(td / 2.3), repr(td / -7.0), repr(td * -0.3))
print(repr(timedelta(microseconds=3) * 0.5), repr(timedelta(microseconds=5) / 2.0))
print(timedelta(microseconds=1.5), timedelta(microseconds=2.5), timedelta(seconds=1.0000005))
for f in [lambda: timedelta(1) * 1e300, lambda: timedelta(1) * float("nan"), lambda: timedelta(1) / 0.0]:
    try:
        f()
    except (OverflowError, ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)

# expect: datetime.timedelta(days=11, seconds=35611, microseconds=260499) datetime.timedelta(days=2, seconds=79376, microseconds=792967) datetime.timedelta(days=-1, seconds=3541, microseconds=910882) datetime.timedelta(days=-3, seconds=85198, microseconds=12853)
# expect: datetime.timedelta(microseconds=2) datetime.timedelta(microseconds=2)
# expect: 0:00:00.000002 0:00:00.000002 0:00:01.000001
# expect: OverflowError Python int too large to convert to C int
# expect: ValueError cannot convert NaN to integer ratio
# expect: ZeroDivisionError integer division or modulo by zero
