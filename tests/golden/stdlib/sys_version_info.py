# sys.version_info is 3.11's: a tuple with named fields that compares like one.
import sys
v = sys.version_info
print(v)
print(v.major, v.minor, v[0], v[:2], len(v), tuple(v))
print(v >= (3, 8), v < (3, 12), (3, 11) <= v, v == (3, 11, 2, "final", 0))
print(sys.version.split()[0], sys.version.startswith("3.11"))
major, minor, *rest = v
print(major, minor, rest)

# expect: sys.version_info(major=3, minor=11, micro=2, releaselevel='final', serial=0)
# expect: 3 11 3 (3, 11) 5 (3, 11, 2, 'final', 0)
# expect: True True True True
# expect: 3.11.2 True
# expect: 3 11 [2, 'final', 0]
