# fill_diagonal: scalars, cycled values, tall matrices with and without wrap, 3-D.
import numpy as np
d = np.zeros((3, 4), dtype=int); np.fill_diagonal(d, 5); print(d)
d = np.zeros((5, 3)); np.fill_diagonal(d, [1, 2]); print(d)
d = np.zeros((5, 3)); np.fill_diagonal(d, 9, wrap=True); print(d)
c = np.zeros((2, 2, 2), dtype=int); np.fill_diagonal(c, 4); print(c)
np.fill_diagonal(np.zeros(3), 1)

# expect: [[5 0 0 0]
# expect:  [0 5 0 0]
# expect:  [0 0 5 0]]
# expect: [[1. 0. 0.]
# expect:  [0. 2. 0.]
# expect:  [0. 0. 1.]
# expect:  [0. 0. 0.]
# expect:  [0. 0. 0.]]
# expect: [[9. 0. 0.]
# expect:  [0. 9. 0.]
# expect:  [0. 0. 9.]
# expect:  [0. 0. 0.]
# expect:  [9. 0. 0.]]
# expect: [[[4 0]
# expect:   [0 0]]
# expect: 
# expect:  [[0 0]
# expect:   [0 4]]]
# expect runtime error: ValueError: array must be at least 2-d
