# Unwinding frees what it unwinds: np.tile() of a list with negative repetitions releases
# the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.tile([1, 2], 2))
print(np.tile([1, 2], -1))
# expect: [1 2 1 2]
# expect runtime error: ValueError: negative dimensions are not allowed
