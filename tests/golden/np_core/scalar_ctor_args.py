# Scalar types take one argument.
import numpy as np

print(np.float32(), np.float32(2))
np.float32(1, 2)

# expect: 0.0 2.0
# expect runtime error: TypeError: function takes at most 1 argument (2 given)
