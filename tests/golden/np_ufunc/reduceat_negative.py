# reduceat with a negative index
import numpy as np
np.minimum.reduceat(np.arange(8), [0, -1])

# expect runtime error: IndexError: index -1 out-of-bounds in minimum.reduceat [0, 8)
