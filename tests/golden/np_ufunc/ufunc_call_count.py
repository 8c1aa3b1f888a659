# a ufunc called with too few positional arguments: NumPy's message
import numpy as np
print(np.add(1, 2))
np.add(1)

# expect: 3
# expect runtime error: TypeError: add() takes from 2 to 3 positional arguments but 1 were given
