import numpy as np
m = np.array([[1, 2], [3, 4]], dtype=object)
print(np.dot(m, np.array([1, 2, 3], dtype=object)))
# expect runtime error: ValueError: shapes (2,2) and (3,) not aligned: 2 (dim 1) != 3 (dim 0)
