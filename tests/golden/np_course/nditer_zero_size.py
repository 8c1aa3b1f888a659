# Iterating an empty array needs the zerosize_ok flag.
import numpy as np
print(list(np.nditer(np.zeros(0), flags=['zerosize_ok'])))
np.nditer(np.zeros((2, 0)))

# expect: []
# expect runtime error: ValueError: Iteration of zero-sized operands is not enabled
