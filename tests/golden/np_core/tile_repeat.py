# tile and repeat.
import numpy as np

a = np.arange(6).reshape(2, 3)
print(np.tile(np.arange(3), 2), np.tile(np.arange(3), (2, 2)), np.tile(a, 2))
print(np.repeat(np.arange(3), 2), np.repeat(a, 2), np.repeat(a, 2, axis=0))
print(np.repeat(a, [1, 2], axis=0), np.repeat(3, 4))

# expect: [0 1 2 0 1 2] [[0 1 2 0 1 2]
# expect:  [0 1 2 0 1 2]] [[0 1 2 0 1 2]
# expect:  [3 4 5 3 4 5]]
# expect: [0 0 1 1 2 2] [0 0 1 1 2 2 3 3 4 4 5 5] [[0 1 2]
# expect:  [0 1 2]
# expect:  [3 4 5]
# expect:  [3 4 5]]
# expect: [[0 1 2]
# expect:  [3 4 5]
# expect:  [3 4 5]] [3 3 3 3]
