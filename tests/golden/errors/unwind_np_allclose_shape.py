# Unwinding frees what it unwinds: np.allclose() of lists that do not broadcast releases
# both converted arrays (`make asan` checks with leak detection on).
import numpy as np
print(np.allclose([1.0, 2.0], [1.0, 2.0]))
print(np.allclose([1.0, 2.0], [1.0, 2.0, 3.0]))
# expect: True
# expect runtime error: ValueError: operands could not be broadcast together with shapes (2,) (3,)
