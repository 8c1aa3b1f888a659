# Unwinding frees what it unwinds: np.repeat() with repeats that do not match releases the
# array and the repeats (`make asan` checks with leak detection on).
import numpy as np
print(np.repeat([1, 2, 3], [1, 0, 2]))
print(np.repeat([1, 2, 3], [1, 2]))
# expect: [1 3 3]
# expect runtime error: ValueError: operands could not be broadcast together with shape (3,) (2,)
