# Unwinding frees what it unwinds: np.array() of a nested list whose last element cannot be
# converted releases the array it was filling (`make asan` checks with leak detection on).
import numpy as np
rows = [[1.0, 2.0], [3.0, 4.0]]
print(np.array(rows, dtype=int))
a = np.arange(6).reshape(2, 3)
print(a[[0, 1], [2, 0]])
print(np.array([[1.5, 2.5], [3.5, float("nan")]], dtype=np.int64))
# expect: [[1 2]
# expect:  [3 4]]
# expect: [2 3]
# expect runtime error: ValueError: cannot convert float NaN to integer
