# roll, split, array_split, column_stack and atleast_Nd.
import numpy as np

a = np.arange(6).reshape(2, 3)
print(np.roll(np.arange(5), 2), np.roll(np.arange(5), -1), np.roll(a, 1), np.roll(a, 1, axis=1))
print(np.split(np.arange(6), 3), np.split(np.arange(6), [2, 5]), np.array_split(np.arange(7), 3))
print(np.column_stack([[1, 2], [3, 4]]), np.column_stack([a, a]).shape)
print(np.atleast_1d(3), np.atleast_2d([1, 2]), np.atleast_1d([1], [2]))

# expect: [3 4 0 1 2] [1 2 3 4 0] [[5 0 1]
# expect:  [2 3 4]] [[2 0 1]
# expect:  [5 3 4]]
# expect: [array([0, 1]), array([2, 3]), array([4, 5])] [array([0, 1]), array([2, 3, 4]), array([5])] [array([0, 1, 2]), array([3, 4]), array([5, 6])]
# expect: [[1 3]
# expect:  [2 4]] (2, 6)
# expect: [3] [[1 2]] [array([1]), array([2])]
