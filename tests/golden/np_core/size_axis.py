# np.size(a, axis): the length of that axis (asarray(a).shape[axis])
import numpy as np
b = np.zeros((2, 3, 4))
print(np.size(b, 1), np.size(b, -1), np.size([[1, 2]], 0), np.size(b, axis=2), np.size(5), np.size(b, None))
np.size(b, 3)

# expect: 3 4 1 4 1 24
# expect runtime error: IndexError: tuple index out of range
