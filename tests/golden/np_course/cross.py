# cross of 3-vectors (also row-wise) and 2-vectors; other lengths are a ValueError.
import numpy as np
print(np.cross([1, 0, 0], [0, 1, 0]), np.cross([1, 2], [3, 4]), np.cross(np.eye(3), np.ones((3, 3))))
print(np.cross([1.5, 2, 3], [4, 5, 6]))
np.cross([1, 2, 3, 4], [1, 2, 3, 4])

# expect: [0 0 1] -2 [[ 0. -1.  1.]
# expect:  [ 1.  0. -1.]
# expect:  [-1.  1.  0.]]
# expect: [-3.   3.  -0.5]
# expect runtime error: (dimension must be 2 or 3)
