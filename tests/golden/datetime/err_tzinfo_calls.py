# Calling tzinfo's and timezone's methods wrongly: CPython's messages; tzinfo() takes and
# ignores arguments, as CPython's does.
from datetime import tzinfo, timezone
for f in [lambda: tzinfo().utcoffset(), lambda: tzinfo().fromutc(), lambda: timezone.utc.utcoffset(),
          lambda: timezone.utc.fromutc(), lambda: tzinfo.utcoffset(5, None), lambda: timezone.utc.tzname(1, 2)]:
    try:
        f()
    except TypeError as e:
        print(e)
print(type(tzinfo(1, x=2)).__name__)

# expect: tzinfo.utcoffset() takes exactly one argument (0 given)
# expect: tzinfo.fromutc() takes exactly one argument (0 given)
# expect: timezone.utcoffset() takes exactly one argument (0 given)
# expect: timezone.fromutc() takes exactly one argument (0 given)
# expect: descriptor 'utcoffset' for 'datetime.tzinfo' objects doesn't apply to a 'int' object
# expect: timezone.tzname() takes exactly one argument (2 given)
# expect: tzinfo
