# np.array over lists and tuples of ranges; a range as split points.
import numpy as np
print(np.array([range(3), range(3)]))
print(np.array((range(2), [5, 6])), np.array([range(0)]).shape, np.array([range(1, 7, 2)], dtype=float))
print(np.split(np.arange(6), range(2, 6, 2)))
print(np.array([[1, 2], range(2)]))

# expect: [[0 1 2]
# expect:  [0 1 2]]
# expect: [[0 1]
# expect:  [5 6]] (1, 0) [[1. 3. 5.]]
# expect: [array([0, 1]), array([2, 3]), array([4, 5])]
# expect: [[1 2]
# expect:  [0 1]]
