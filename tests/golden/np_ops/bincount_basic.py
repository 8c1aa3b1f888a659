import numpy as np
x = np.array([0, 1, 1, 3, 2, 1, 7])
print(np.bincount(x))
print(np.bincount(x, minlength=10))
print(np.bincount(np.array([0, 1, 1]), weights=np.array([0.5, 1.0, 0.25])))
print(np.bincount(np.array([], dtype=np.int64)))
# expect: [1 3 1 1 0 0 0 1]
# expect: [1 3 1 1 0 0 0 1 0 0]
# expect: [0.5  1.25]
# expect: []
