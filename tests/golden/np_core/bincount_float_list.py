# np.bincount converts a list of floats to ints (an array of floats is refused).
import numpy as np
print(np.bincount([1.5, 2.7, 0.2]), np.bincount((1.0, 3.0)))
np.bincount(np.array([1.5]))

# expect: [1 1 1] [0 1 0 1]
# expect runtime error: TypeError: Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'
