# m[None] keeps three dimensions (NumPy skips the 2-D reshape inside matrix.__getitem__); matrix special methods by name; __array_priority__.
import numpy as np
m = np.matrix([[1, 2], [3, 4]])
t = m[None]
print(repr(t), t.shape, type(t).__name__, t.ndim)
print(t)
print(m[:, None].shape, m[None, :, :].shape, m[..., None].shape)
print(m.__getitem__(0), m.__mul__(2), m.__matmul__(m), m.__rmatmul__(m), m.__neg__())
print(m.__eq__(m), m.__len__(), m.__iadd__(1), m)
print(m.__getitem__((0, 1)), m.__pow__(2), m.__rmul__(m), m.__array_priority__)
print(np.ma.array([1]).__array_priority__)

# expect: matrix([[[1, 2],
# expect:          [3, 4]]]) (1, 2, 2) matrix 3
# expect: [[[1 2]
# expect:   [3 4]]]
# expect: (2, 1, 2) (1, 2, 2) (2, 2, 1)
# expect: [[1 2]] [[2 4]
# expect:  [6 8]] [[ 7 10]
# expect:  [15 22]] [[ 7 10]
# expect:  [15 22]] [[-1 -2]
# expect:  [-3 -4]]
# expect: [[ True  True]
# expect:  [ True  True]] 2 [[2 3]
# expect:  [4 5]] [[2 3]
# expect:  [4 5]]
# expect: 3 [[16 21]
# expect:  [28 37]] [[16 21]
# expect:  [28 37]] 10.0
# expect: 15
