# reduceat with an index past the end
import numpy as np
np.add.reduceat(np.arange(8), [0, 8])

# expect runtime error: IndexError: index 8 out-of-bounds in add.reduceat [0, 8)
