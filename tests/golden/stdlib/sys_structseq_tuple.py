# sys.version_info and sys.flags are tuples with names: indexing, slicing, unpacking,
# comparison with plain tuples, hashing, isinstance(tuple), CPython's reprs.
import sys
v = sys.version_info
print(v, v >= (3, 8), v[:2], v[0], v.major, v.minor, v.releaselevel, tuple(v), len(v), v < (4,))
print(isinstance(v, tuple), type(v), type(v).__name__, v[-1], list(v[1:3]), "%d.%d" % v[:2], v.index(11), hash(v) == hash(tuple(v)))
a, b, *rest = v
print(a, b, rest[1:], v > (3, 11, 0), (3, 12) > v, sorted([v, (3, 0)])[0], v == (3, 11, v.micro, "final", 0), v + (1,))
f = sys.flags
print(isinstance(f, tuple), isinstance(sys.float_info, tuple), f.optimize, f[0], len(f), f.debug, type(f), f.quiet, f.safe_path, f.int_max_str_digits)
print(repr(f).startswith("sys.flags(debug=0, inspect=0, interactive=0, optimize=0, "))

# expect: sys.version_info(major=3, minor=11, micro=2, releaselevel='final', serial=0) True (3, 11) 3 3 11 final (3, 11, 2, 'final', 0) 5 True
# expect: True <class 'sys.version_info'> version_info 0 [11, 2] 3.11 1 True
# expect: 3 11 ['final', 0] True True (3, 0) True (3, 11, 2, 'final', 0, 1)
# expect: True True 0 0 18 0 <class 'sys.flags'> 0 False -1
# expect: True
