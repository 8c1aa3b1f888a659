# np.tril and np.triu of a 1-D array: NumPy's n x n mask broadcasts the row to a square.
import numpy as np

a = np.arange(1, 4)
print(np.tril(a))
print(np.triu(a, 1))
print(np.tril(a, -1).shape, np.tril(a).dtype)
print(np.triu([1.5, 2.5]))
print(np.tril(np.arange(6).reshape(2, 3)))
try:
    np.triu(np.float64(2.0))
except TypeError as e:
    print(e)

# expect: [[1 0 0]
# expect:  [1 2 0]
# expect:  [1 2 3]]
# expect: [[0 2 3]
# expect:  [0 0 3]
# expect:  [0 0 0]]
# expect: (3, 3) int64
# expect: [[1.5 2.5]
# expect:  [0.  2.5]]
# expect: [[0 0 0]
# expect:  [3 4 0]]
# expect: tri() missing 1 required positional argument: 'N'
