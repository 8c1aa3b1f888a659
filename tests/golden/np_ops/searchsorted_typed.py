# searchsorted of float64/float32/int64/int32 rows by the typed branch-free binary search:
# both sides, runs of equal keys, NaNs last, empty and short rows, keys beyond both ends.
import numpy as np

s = np.array([1.0, 2.0, 2.0, 2.0, 3.0, np.nan, np.nan])
for side in ['left', 'right']:
    for n in [0, 1, 4, 5, 7]:
        print(side, n, np.searchsorted(s[:n], [0.5, 1.0, 2.0, 2.5, 3.0, 4.0, np.nan, np.inf], side=side))
i = np.array([1, 3, 3, 5], dtype=np.int32)
print(np.searchsorted(i, [0, 3, 4, 6]), np.searchsorted(i, np.array([3, 5], dtype=np.int64), side='right'))
print(np.searchsorted(np.arange(10), 4), np.searchsorted(np.array([1.5, 2.5], dtype=np.float32), np.float32(2.0)))
h = (np.arange(1000) * 37) % 101
hs = np.sort(h)
print(int((np.searchsorted(hs, h) * np.arange(1000)).sum()), int((np.searchsorted(hs, h, 'right') * np.arange(1000)).sum()))

# expect: left 0 [0 0 0 0 0 0 0 0]
# expect: left 1 [0 0 1 1 1 1 1 1]
# expect: left 4 [0 0 1 4 4 4 4 4]
# expect: left 5 [0 0 1 4 4 5 5 5]
# expect: left 7 [0 0 1 4 4 5 5 5]
# expect: right 0 [0 0 0 0 0 0 0 0]
# expect: right 1 [0 1 1 1 1 1 1 1]
# expect: right 4 [0 1 4 4 4 4 4 4]
# expect: right 5 [0 1 4 4 5 5 5 5]
# expect: right 7 [0 1 4 4 5 5 7 5]
# expect: [0 1 3 4] [3 4]
# expect: 4 1
# expect: 247663089 252613134
