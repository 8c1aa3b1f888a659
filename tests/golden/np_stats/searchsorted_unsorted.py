# searchsorted follows NumPy's binsearch, bounds carried from key to key: the same answers on
# sorted data, NumPy's answers on unsorted data (course code calls it on unsorted arrays).
import numpy as np
ages = np.array([23, 45, 31, 19, 52, 38, 27, 61])
print(ages.searchsorted(40), ages.searchsorted([40, 20, 60, 10, 70, 30]), np.searchsorted(ages, [5, 50, 35], side='right'))
f = np.array([3.5, 1.0, 9.0, 2.0, np.nan, 4.0])
print(np.searchsorted(f, [2.5, 8.0, 1.0, np.nan, 0.5]), np.searchsorted(f, [2.5, 8.0, 1.0], side='right'))
print(np.searchsorted(np.arange(10), [3, 3, 7, 1, 9, 0]), np.searchsorted(np.arange(10.0), 4.5), np.searchsorted([1, 2, 2, 3], [2, 2], side='right'))
print(np.searchsorted(np.array([5, 1, 4], dtype=np.int16), [3, 2]), np.searchsorted(np.array([5.0, 1.0], dtype=np.float32), [3.0, 0.5]))
print(np.searchsorted(np.array([5, 1, 4, 9, 2], dtype=np.int8), [3, 2, 8, 0, 6, 6, 1]), np.searchsorted(np.array([5, 1, 4, 9, 2], dtype=np.uint16), [3, 2, 8, 0], side="right"))

# expect: 4 [4 0 7 0 8 1] [0 4 4]
# expect: [4 6 0 6 0] [4 6 2]
# expect: [3 3 7 1 9 0] 5 [3 3]
# expect: [2 2] [2 0]
# expect: [2 2 3 0 5 5 0] [2 2 3 0]
