# sort kinds go by their first letter (either case); another is a ValueError for every sort
import numpy as np
x = np.array([3, 1, 2])
for k in ['q', 'Quick', 'h', 's', 'M', 'merge', None]:
    print(k, np.sort(x, kind=k), np.argsort(x, kind=k))
for bad in ['bogus', '', 'z']:
    for f in [lambda: np.sort(x, kind=bad), lambda: np.argsort(x, kind=bad), lambda: x.copy().sort(kind=bad), lambda: x.argsort(kind=bad), lambda: np.sort(np.array(['b', 'a']), kind=bad)]:
        try:
            f()
        except ValueError as e:
            print("ValueError:", e)
try:
    np.sort(x, kind=3)
except TypeError as e:
    print("TypeError:", e)


# expect: q [1 2 3] [1 2 0]
# expect: Quick [1 2 3] [1 2 0]
# expect: h [1 2 3] [1 2 0]
# expect: s [1 2 3] [1 2 0]
# expect: M [1 2 3] [1 2 0]
# expect: merge [1 2 3] [1 2 0]
# expect: None [1 2 3] [1 2 0]
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'bogus')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'bogus')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'bogus')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'bogus')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'bogus')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got '')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got '')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got '')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got '')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got '')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'z')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'z')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'z')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'z')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'z')
# expect: TypeError: sort kind must be str, not int
