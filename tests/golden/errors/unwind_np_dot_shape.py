# Unwinding frees what it unwinds: np.dot() of lists whose shapes are not aligned releases
# both converted arrays (`make asan` checks with leak detection on).
import numpy as np
print(np.dot([[1, 2], [3, 4]], [1, 2]))
print(np.dot([[1, 2], [3, 4]], [1, 2, 3]))
# expect: [ 5 11]
# expect runtime error: ValueError: shapes (2,2) and (3,) not aligned: 2 (dim 1) != 3 (dim 0)
