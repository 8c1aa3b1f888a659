# np.array(1, 2, 3, 4): values passed without a list are NumPy's positional-count TypeError
# (copy= and the rest are keyword-only).
import numpy as np
print(np.array([1, 2], float, copy=True))
a = np.array(1, 2, 3, 4)

# expect: [1. 2.]
# expect runtime error: TypeError: array() takes from 1 to 2 positional arguments but 4 were given
