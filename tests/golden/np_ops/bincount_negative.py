import numpy as np
print(np.bincount(np.array([1, 2])))
print(np.bincount(np.array([1, -2])))
# expect: [0 1 1]
# expect runtime error: ValueError: 'list' argument must have no negative elements
