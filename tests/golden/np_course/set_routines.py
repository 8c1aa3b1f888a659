# intersect1d/union1d/setdiff1d/setxor1d/in1d: sorted unique results, promoted dtypes.
import numpy as np
a = np.array([5, 1, 2, 3, 4, 5, 6]); b = np.array([4, 5, 6, 7, 8.0])
print(np.intersect1d(a, b), np.union1d(a, b), np.setdiff1d(a, b), np.setxor1d(a, b))
print(np.in1d(a, b), np.in1d(a, [1, 2], invert=True), np.in1d([[1, 9], [4, 5]], a))
print(np.intersect1d([3, 1, 2, 1], [2, 3, 3, 5], return_indices=True))
print(np.setdiff1d([3, 1, 2], [2], assume_unique=True), np.union1d([[1, 2], [2, 0]], [9]))

# expect: [4. 5. 6.] [1. 2. 3. 4. 5. 6. 7. 8.] [1 2 3] [1. 2. 3. 7. 8.]
# expect: [ True False False False  True  True  True] [ True False False  True  True  True  True] [ True False  True  True]
# expect: (array([2, 3]), array([2, 0]), array([0, 1]))
# expect: [3 1] [0 1 2 9]
