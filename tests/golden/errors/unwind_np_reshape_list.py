# Unwinding frees what it unwinds: np.reshape() of a list to a shape of another size
# releases the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.reshape([1, 2, 3, 4], (2, 2)))
print(np.reshape([1, 2, 3, 4], (3, 2)))
# expect: [[1 2]
# expect:  [3 4]]
# expect runtime error: ValueError: cannot reshape array of size 4 into shape (3,2)
