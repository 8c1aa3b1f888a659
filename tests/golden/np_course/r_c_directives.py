# np.r_ / np.c_ with a leading string directive: axis, then ndmin, then trans1d
import numpy as np
a = np.array([[0, 1, 2], [3, 4, 5]])
print(np.r_['-1', a, a])
print(np.r_['0,2', [1, 2, 3], [4, 5, 6]])
print(np.r_['0,2,0', [1, 2, 3], [4, 5, 6]])
print(np.r_['1,2,0', [1, 2, 3], [4, 5, 6]])
print(np.r_['0,3,1', [1, 2], [3, 4]].shape, np.r_['-1', [1], [2]], np.r_['0', 1:3, [7]])
print(np.r_['0,2', 0:3, [9, 9, 9]], np.r_['1', a, [[7], [8]]])
print(np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])], np.c_[0:2, a[:, :1]])
print(np.c_['0', [1, 2], [3]], np.r_[1:4, 0, 8])
for bad in [("x", [1]), ("0,x", [1])]:
    try:
        np.r_[bad]
    except ValueError as e:
        print(e)
try:
    np.r_[[1], '0']
except ValueError as e:
    print(e)


# expect: [[0 1 2 0 1 2]
# expect:  [3 4 5 3 4 5]]
# expect: [[1 2 3]
# expect:  [4 5 6]]
# expect: [[1]
# expect:  [2]
# expect:  [3]
# expect:  [4]
# expect:  [5]
# expect:  [6]]
# expect: [[1 4]
# expect:  [2 5]
# expect:  [3 6]]
# expect: (2, 2, 1) [1 2] [1 2 7]
# expect: [[0 1 2]
# expect:  [9 9 9]] [[0 1 2 7]
# expect:  [3 4 5 8]]
# expect: [[1 4]
# expect:  [2 5]
# expect:  [3 6]] [[0 0]
# expect:  [1 3]]
# expect: [[1]
# expect:  [2]
# expect:  [3]] [1 2 3 0 8]
# expect: unknown special directive
# expect: unknown special directive '0,x'
# expect: special directives must be the first entry.
