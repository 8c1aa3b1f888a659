# take, put, unravel_index, ravel_multi_index, ndindex, indices, argwhere, append, insert, delete.
import numpy as np
print(np.append([1, 2], [3, 4]), np.append(np.zeros((2, 2)), [[1, 1]], axis=0), np.insert(np.arange(4), 1, 9), np.delete(np.arange(5), [0, 2]), np.delete(np.arange(6).reshape(2, 3), 1, axis=1))
print(np.take(np.arange(10) * 2, [1, 3]), np.take(np.arange(6).reshape(2, 3), [0, 2], axis=1), np.arange(5).take([4, 0]))
print(np.unravel_index(7, (3, 4)), np.unravel_index([1, 5], (2, 3)), np.ravel_multi_index((1, 2), (3, 4)))
print(list(np.ndindex(2, 2)), list(np.ndindex((1, 3))))
print(np.indices((2, 3)))
print(np.argwhere(np.array([[0, 1], [2, 0]])), np.flatnonzero(np.array([0, 3, 0, 4])))
b = np.arange(5)
np.put(b, [0, 2], [-1, -2])
print(b)
print(np.insert(np.arange(4), -1, [7, 8]), np.insert(np.arange(6).reshape(2, 3), 1, 0, axis=1), np.insert(np.arange(6).reshape(2, 3), 2, [5, 6, 7], axis=0))
print(np.delete(np.arange(6), slice(1, 4)), np.delete(np.arange(6), -1), np.append(np.arange(3), 7))
print(np.ravel_multi_index(([0, 1], [2, 0]), (2, 3)), np.take([[1, 2], [3, 4]], 3))
for i, j in np.ndindex(2, 3):
    print(i, j, end='; ')
print()

# expect: [1 2 3 4] [[0. 0.]
# expect:  [0. 0.]
# expect:  [1. 1.]] [0 9 1 2 3] [1 3 4] [[0 2]
# expect:  [3 5]]
# expect: [2 6] [[0 2]
# expect:  [3 5]] [4 0]
# expect: (1, 3) (array([0, 1]), array([1, 2])) 6
# expect: [(0, 0), (0, 1), (1, 0), (1, 1)] [(0, 0), (0, 1), (0, 2)]
# expect: [[[0 0 0]
# expect:   [1 1 1]]
# expect: 
# expect:  [[0 1 2]
# expect:   [0 1 2]]]
# expect: [[0 1]
# expect:  [1 0]] [1 3]
# expect: [-1  1 -2  3  4]
# expect: [0 1 2 7 8 3] [[0 0 1 2]
# expect:  [3 0 4 5]] [[0 1 2]
# expect:  [3 4 5]
# expect:  [5 6 7]]
# expect: [0 4 5] [0 1 2 3 4] [0 1 2 7]
# expect: [2 3] 4
# expect: 0 0; 0 1; 0 2; 1 0; 1 1; 1 2; 
