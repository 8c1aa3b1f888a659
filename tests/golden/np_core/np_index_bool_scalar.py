# a[True] adds an axis of length 1 and a[False] one of length 0, as NumPy does; the same for
# np.True_ and 0-d boolean arrays, mixed with other indices, and in assignment.
import numpy as np

a = np.arange(6).reshape(2, 3)
print(a[True].shape, a[False].shape)
print(a[True])
print(a[False], a[np.True_].shape, a[np.array(False)].shape, a[np.array(True)].shape)
print(a[True, 0], a[0, True], a[..., True].shape, a[None, True].shape)
print(a[:, True, 1], a[True, [1, 0]].shape, a[[1, 0], True].shape)
print(a[True, ..., False].shape, a[1, ..., True, 2], a[True, a > 2])
z = np.array(5.5)
print(z[True], z[False], z[True].shape, z[..., True].shape)
b = np.arange(4)
print(b[True, False].shape, b[True, 1:3], b[False, 0].shape)
a[True] = 9
print(a)
a[False] = 7
print(a)
a[True, 1] = [1, 2, 3]
print(a)
a[0, True] += 10
print(a)
z[True] = 2
print(z)

# expect: (1, 2, 3) (0, 2, 3)
# expect: [[[0 1 2]
# expect:   [3 4 5]]]
# expect: [] (1, 2, 3) (0, 2, 3) (1, 2, 3)
# expect: [[0 1 2]] [[0 1 2]] (2, 3, 1) (1, 1, 2, 3)
# expect: [[1]
# expect:  [4]] (2, 3) (2, 3)
# expect: (0, 2, 3) [5] [3 4 5]
# expect: [5.5] [] (1,) (1,)
# expect: (0, 4) [[1 2]] (0,)
# expect: [[9 9 9]
# expect:  [9 9 9]]
# expect: [[9 9 9]
# expect:  [9 9 9]]
# expect: [[9 9 9]
# expect:  [1 2 3]]
# expect: [[19 19 19]
# expect:  [ 1  2  3]]
# expect: 2.0
