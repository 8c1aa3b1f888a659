# Keys that name no zone: ZoneInfoNotFoundError (a KeyError) with CPython's text, the
# ValueErrors for keys that leave TZPATH, and the C parser's messages for wrong calls.
import zoneinfo
from zoneinfo import ZoneInfo
print(zoneinfo.ZoneInfoNotFoundError.__mro__)
try:
    ZoneInfo("Nope/Zone")
except KeyError as e:
    print(type(e).__name__, e, e.args)
for f in [lambda: ZoneInfo("../etc"), lambda: ZoneInfo("/etc/passwd"), lambda: ZoneInfo(""), lambda: ZoneInfo("Europe/"),
          lambda: ZoneInfo(), lambda: ZoneInfo("a", "b"), lambda: ZoneInfo.clear_cache(5),
          lambda: ZoneInfo("Europe/Paris").fromutc(5)]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
ZoneInfo("Mars/Olympus")

# expect: (<class 'zoneinfo._common.ZoneInfoNotFoundError'>, <class 'KeyError'>, <class 'LookupError'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)
# expect: ZoneInfoNotFoundError 'No time zone found with key Nope/Zone' ('No time zone found with key Nope/Zone',)
# expect: ValueError ZoneInfo keys must refer to subdirectories of TZPATH, got: ../etc
# expect: ValueError ZoneInfo keys may not be absolute paths, got: /etc/passwd
# expect: ValueError ZoneInfo keys must be normalized relative paths, got: 
# expect: ValueError ZoneInfo keys must be normalized relative paths, got: Europe/
# expect: TypeError function missing required argument 'key' (pos 1)
# expect: TypeError function takes at most 1 argument (2 given)
# expect: TypeError function takes no positional arguments
# expect: TypeError fromutc: argument must be a datetime
# expect runtime error: zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key Mars/Olympus'
