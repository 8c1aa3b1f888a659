# Unwinding frees what it unwinds: np.take() with an index out of range releases the array,
# its flat view and the key (`make asan` checks with leak detection on).
import numpy as np
print(np.take([1, 2, 3], [2, 0]))
print(np.take([1, 2, 3], [5]))
# expect: [3 1]
# expect runtime error: IndexError: index 5 is out of bounds for axis 0 with size 3
