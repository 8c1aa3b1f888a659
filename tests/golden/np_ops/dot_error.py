import numpy as np
a = np.ones((2, 3))
print(np.dot(a, a))
# expect runtime error: ValueError: shapes (2,3) and (2,3) not aligned: 3 (dim 1) != 2 (dim 0)
