# Integer arrays and lists as indices (copies).
import numpy as np

a = np.arange(10) * 10
print(a[[1, 3, -1]], a[np.array([[0, 1], [2, 3]])], a[[]].shape)
m = np.arange(12).reshape(3, 4)
print(m[[2, 0]])
print(m[[0, 1, 2], [3, 2, 1]], m[:, [0, 3]], m[1, [0, 2]], m[[0, 2], 1:3])
print(m[np.array([0, 2])][:, np.array([1])])

# expect: [10 30 90] [[ 0 10]
# expect:  [20 30]] (0,)
# expect: [[ 8  9 10 11]
# expect:  [ 0  1  2  3]]
# expect: [3 6 9] [[ 0  3]
# expect:  [ 4  7]
# expect:  [ 8 11]] [4 6] [[ 1  2]
# expect:  [ 9 10]]
# expect: [[1]
# expect:  [9]]
