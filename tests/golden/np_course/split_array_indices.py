# np.split/array_split/hsplit take split points as an array too (NumPy asks len() of it):
# the group-by idiom np.split(sorted_values, np.cumsum(counts)[:-1])
import numpy as np

a = np.arange(10)
print(np.split(a, np.array([3, 6])))
print(np.split(a, np.cumsum([2, 3])))
print(np.array_split(a, np.array([4])))
print(np.split(a, np.int64(5)))
print(np.split(np.arange(12).reshape(4, 3), np.array([1]), axis=1)[1].shape)
print(np.hsplit(a, np.array([2, 5]))[2])
print(np.split(a, np.array([], dtype=int)))
counts = np.array([2, 3, 1])
vals = np.array([5.0, 1.0, 4.0, 2.0, 9.0, 7.0])
print([g.sum() for g in np.split(vals, np.cumsum(counts)[:-1])])
# expect: [array([0, 1, 2]), array([3, 4, 5]), array([6, 7, 8, 9])]
# expect: [array([0, 1]), array([2, 3, 4]), array([5, 6, 7, 8, 9])]
# expect: [array([0, 1, 2, 3]), array([4, 5, 6, 7, 8, 9])]
# expect: [array([0, 1]), array([2, 3]), array([4, 5]), array([6, 7]), array([8, 9])]
# expect: (4, 2)
# expect: [5 6 7 8 9]
# expect: [array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])]
# expect: [6.0, 15.0, 7.0]
