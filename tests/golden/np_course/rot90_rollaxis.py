# rot90 (k, negative k, axes) and rollaxis (start before/after the axis).
import numpy as np
m = np.arange(6).reshape(2, 3)
print(np.rot90(m), np.rot90(m, 2), np.rot90(m, -1), np.rot90(m, k=3, axes=(1, 0)))
print(np.rollaxis(np.ones((3, 4, 5, 6)), 3, 1).shape, np.rollaxis(np.ones((3, 4, 5, 6)), 2).shape, np.rollaxis(np.ones((3, 4, 5, 6)), 1, 4).shape)

# expect: [[2 5]
# expect:  [1 4]
# expect:  [0 3]] [[5 4 3]
# expect:  [2 1 0]] [[3 0]
# expect:  [4 1]
# expect:  [5 2]] [[2 5]
# expect:  [1 4]
# expect:  [0 3]]
# expect: (3, 6, 4, 5) (5, 3, 4, 6) (3, 5, 6, 4)
