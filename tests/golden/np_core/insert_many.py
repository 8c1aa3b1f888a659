# np.insert with several indices or a slice: each value goes before its original index.
import numpy as np
print(np.insert(np.arange(5), [1, 3], [-1, -2]), np.insert(np.arange(5), [1, 1, 0], 9))
print(np.insert(np.arange(5), slice(0, 5, 2), [7, 8, 9]), np.insert([1, 2, 3], [-1, 0], [0.5, 1.5]))
print(np.insert(np.arange(6).reshape(2, 3), [0, 2], [[10], [20]], axis=1))
print(np.insert(np.arange(6).reshape(2, 3), (1, -1), 0, axis=1))
print(np.insert(np.arange(6).reshape(2, 3), [1], [[10, 11, 12]], axis=0), np.insert(np.arange(4.0), [2], 9))
print(np.insert(np.arange(3), [], []), np.insert(np.arange(6).reshape(2, 3), [0, 1], 5))
np.insert(np.arange(3), [1, 9], 0)

# expect: [ 0 -1  1  2 -2  3  4] [9 0 9 9 1 2 3 4]
# expect: [7 0 1 8 2 3 9 4] [1 1 2 0 3]
# expect: [[10  0  1 10  2]
# expect:  [20  3  4 20  5]]
# expect: [[0 0 1 0 2]
# expect:  [3 0 4 0 5]]
# expect: [[ 0  1  2]
# expect:  [10 11 12]
# expect:  [ 3  4  5]] [0. 1. 9. 2. 3.]
# expect: [0 1 2] [5 0 5 1 2 3 4 5]
# expect runtime error: IndexError: index 10 is out of bounds for axis 0 with size 5
