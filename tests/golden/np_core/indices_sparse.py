# np.indices(dims, sparse=True): one arange per axis, shaped to broadcast.
import numpy as np
i, j = np.indices((2, 3), sparse=True)
print(i, j, i.shape, j.shape)
print(i * 10 + j)
print(np.indices((3,), sparse=True), np.indices((), sparse=True))
print([a.shape for a in np.indices((2, 0, 3), sparse=True, dtype=np.int8)], np.indices((2, 2), dtype=float, sparse=True)[1].dtype)


# expect: [[0]
# expect:  [1]] [[0 1 2]] (2, 1) (1, 3)
# expect: [[ 0  1  2]
# expect:  [10 11 12]]
# expect: (array([0, 1, 2]),) ()
# expect: [(2, 1, 1), (1, 0, 1), (1, 1, 3)] float64
