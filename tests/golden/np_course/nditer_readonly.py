# Without op_flags=['readwrite'] the element views are read-only.
import numpy as np
for x in np.nditer(np.arange(3)):
    x[...] = 0

# expect runtime error: ValueError: assignment destination is read-only
