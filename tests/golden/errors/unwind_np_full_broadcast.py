# Unwinding frees what it unwinds: np.full() with a fill value that does not broadcast
# releases the array it was filling (`make asan` checks with leak detection on).
import numpy as np
print(np.full((2, 2), [1, 2]))
print(np.full((2, 2), [1, 2, 3]))
# expect: [[1 2]
# expect:  [1 2]]
# expect runtime error: ValueError: could not broadcast input array from shape (3,) into shape (2,2)
