# A zero step is a ZeroDivisionError.
import numpy as np

np.arange(0, 5, 0)

# expect runtime error: ZeroDivisionError: division by zero
