# Unwinding frees what it unwinds: np.where() of lists that do not broadcast releases the
# converted arrays (`make asan` checks with leak detection on).
import numpy as np
print(np.where([True, False], [1, 2], [3, 4]))
print(np.where([True, False, True], [1, 2], [3, 4, 5]))
# expect: [1 4]
# expect runtime error: ValueError: operands could not be broadcast together with shapes (3,) (2,) (3,)
