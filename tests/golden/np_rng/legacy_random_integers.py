# random_integers (deprecated): randint(low, high + 1) with NumPy's DeprecationWarning on stderr.
import numpy as np
np.random.seed(0)
print(np.random.random_integers(1, 6, 10), np.random.random_integers(5), np.random.random_integers(3, size=(2, 2)))
print(np.random.RandomState(1).random_integers(0, 1, 5), type(np.random.random_integers(2, 9)).__name__)
# expect: [5 6 1 4 4 4 2 4 6 3] 5 [[3 1]
# expect:  [1 1]]
# expect: [1 1 0 0 1] int64
