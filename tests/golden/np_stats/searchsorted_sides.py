import numpy as np
a = np.array([1, 2, 3, 4, 5])
print(repr(np.searchsorted(a, 3)), repr(np.searchsorted(a, 3, side="right")))
print(np.searchsorted(a, [0, 2.5, 6]), np.searchsorted(a, [[1, 6], [0, 3]], side="right"))
print(repr(a.searchsorted(3)), np.searchsorted([3, 1, 2], 2, sorter=[1, 2, 0]))
print(np.searchsorted([1.0, 2.0, np.nan], [np.nan, 1.5]))
# expect: 2 3
# expect: [0 2 5] [[1 5]
# expect:  [0 3]]
# expect: 2 1
# expect: [2 1]
