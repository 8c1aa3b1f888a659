# np.argpartition gives the indices that partition the array, in NumPy's exact order.
import numpy as np

a = np.array([7, 2, 9, 4, 1, 8, 3, 6, 5, 0, 4, 4])
print(np.argpartition(a, 4))
print(np.argpartition(a, -1))
print(np.argpartition(a, [1, 6, 10]))
i = np.argpartition(a, 3)
print(a[i[:3]], a[i[3]])
print(np.argpartition([0.5, np.nan, -2.0, 1.5], 2))

# expect: [ 9  4  6  1 10  3 11  7  8  0  2  5]
# expect: [ 9 11 10  3  4  1  6  7  8  0  5  2]
# expect: [ 9  4 10  6  1 11  3  8  7  0  5  2]
# expect: [0 1 2] 3
# expect: [2 0 3 1]
