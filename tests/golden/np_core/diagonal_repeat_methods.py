# a.diagonal (a read-only view) and a.repeat.
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.diagonal(), a.diagonal(1), a.diagonal(-1), np.diagonal(a, 2), a.T.diagonal(), np.arange(24).reshape(2, 3, 4).diagonal().shape, np.arange(24).reshape(2, 3, 4).diagonal(0, 1, 2))
print(a.repeat(2), a.repeat(2, axis=1), np.arange(3).repeat([1, 0, 2]))
d = a.diagonal()
print(d.base is a)
d[0] = 1

# expect: [ 0  5 10] [ 1  6 11] [4 9] [2 7] [ 0  5 10] (4, 2) [[ 0  5 10]
# expect:  [12 17 22]]
# expect: [ 0  0  1  1  2  2  3  3  4  4  5  5  6  6  7  7  8  8  9  9 10 10 11 11] [[ 0  0  1  1  2  2  3  3]
# expect:  [ 4  4  5  5  6  6  7  7]
# expect:  [ 8  8  9  9 10 10 11 11]] [0 2 2]
# expect: False
# expect runtime error: ValueError: assignment destination is read-only
