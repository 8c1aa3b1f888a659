# np.repeat and np.tile of contiguous sources (chunks copied whole), np.column_stack (the
# copy of an (n, 1) column), np.isin of integers by table and of float64 by binary search.
import numpy as np
print(np.repeat(np.arange(6).reshape(2, 3), 2, axis=1))
print(np.repeat(np.arange(6).reshape(2, 3), [1, 0, 3], axis=1))
print(np.repeat(np.arange(6).reshape(2, 3), [2, 1], axis=0))
print(np.repeat(np.arange(6).reshape(2, 3).T, 2))
print(np.repeat(np.array([1.5, 2.5], np.float32), 3), np.repeat(np.array(3), 4), np.repeat([True, False], 2))
print(np.repeat(np.arange(4)[::-1], 2), np.repeat(np.arange(3, dtype=np.complex128), [0, 1, 2]))
print(np.tile(np.arange(3), 2), np.tile(np.arange(3), (2, 2)), np.tile(np.arange(6).reshape(2, 3), (2, 1, 2)))
print(np.tile(np.arange(6).reshape(2, 3).T, 2), np.tile(np.arange(4)[::2], 3), np.tile(np.array(7), 3), np.tile(np.arange(3), 0))
print(np.tile(np.arange(6).reshape(3, 2)[:, :1], (1, 3)))
print(np.column_stack([np.arange(3), np.arange(3.0)]), np.column_stack([np.arange(4).reshape(2, 2), np.arange(2)]))
print(np.isin(np.arange(10), [2, 3, 11, -1]), np.isin(np.array([[1, 5], [7, 2]]), [5, 7], invert=True))
print(np.isin(np.array([0.5, np.nan, -0.0, 2.0]), [0.0, np.nan, 2.0]), np.isin(np.array([1, 2], np.uint8), np.array([2, 255], np.uint8)))
print(np.isin(np.array([1, 2, 3]), []), np.isin(np.array([2**62, -2**62]), [2**62]), np.isin([1, 2], [2.0, 3.5]))
print(np.isin(np.array([True, False]), [True]), np.isin(np.array([5, 10**6]), np.array([0, 10**9])), np.isin(np.array([1, 2], np.uint64), [2]))
b = np.arange(24.0).reshape(2, 3, 4)
print(np.ascontiguousarray(b[:, :1, :]), b[:, 1:2, ::2].copy(), np.transpose(b, (1, 0, 2)).copy()[0])

# expect: [[0 0 1 1 2 2]
# expect:  [3 3 4 4 5 5]]
# expect: [[0 2 2 2]
# expect:  [3 5 5 5]]
# expect: [[0 1 2]
# expect:  [0 1 2]
# expect:  [3 4 5]]
# expect: [0 0 3 3 1 1 4 4 2 2 5 5]
# expect: [1.5 1.5 1.5 2.5 2.5 2.5] [3 3 3 3] [ True  True False False]
# expect: [3 3 2 2 1 1 0 0] [1.+0.j 2.+0.j 2.+0.j]
# expect: [0 1 2 0 1 2] [[0 1 2 0 1 2]
# expect:  [0 1 2 0 1 2]] [[[0 1 2 0 1 2]
# expect:   [3 4 5 3 4 5]]
# expect: 
# expect:  [[0 1 2 0 1 2]
# expect:   [3 4 5 3 4 5]]]
# expect: [[0 3 0 3]
# expect:  [1 4 1 4]
# expect:  [2 5 2 5]] [0 2 0 2 0 2] [7 7 7] []
# expect: [[0 0 0]
# expect:  [2 2 2]
# expect:  [4 4 4]]
# expect: [[0. 0.]
# expect:  [1. 1.]
# expect:  [2. 2.]] [[0 1 0]
# expect:  [2 3 1]]
# expect: [False False  True  True False False False False False False] [[ True False]
# expect:  [False  True]]
# expect: [False False  True  True] [False  True]
# expect: [False False False] [ True False] [False  True]
# expect: [ True False] [False False] [False  True]
# expect: [[[ 0.  1.  2.  3.]]
# expect: 
# expect:  [[12. 13. 14. 15.]]] [[[ 4.  6.]]
# expect: 
# expect:  [[16. 18.]]] [[ 0.  1.  2.  3.]
# expect:  [12. 13. 14. 15.]]
