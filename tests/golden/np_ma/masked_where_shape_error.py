# The condition must have the input's shape.
import numpy as np
np.ma.masked_where([True, False], np.arange(3))

# expect runtime error: IndexError: Inconsistent shape between the condition and the input (got (2,) and (3,))
