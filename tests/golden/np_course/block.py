# np.block assembles nested lists: the innermost lists join along the last axis.
import numpy as np
A = np.eye(2) * 2
B = np.eye(3) * 3
print(np.block([[A, np.zeros((2, 3))], [np.ones((3, 2)), B]]))
print(np.block([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), 5]]))
print(np.block([1, 2, np.array([3, 4])]), np.block([[1, 2], [3, 4]]), np.block(7))

# expect: [[2. 0. 0. 0. 0.]
# expect:  [0. 2. 0. 0. 0.]
# expect:  [1. 1. 3. 0. 0.]
# expect:  [1. 1. 0. 3. 0.]
# expect:  [1. 1. 0. 0. 3.]]
# expect: [[1. 0. 0.]
# expect:  [0. 1. 0.]
# expect:  [1. 1. 5.]]
# expect: [1 2 3 4] [[1 2]
# expect:  [3 4]] 7
