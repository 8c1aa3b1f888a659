# A string fill value for a numeric masked array.
import numpy as np
np.ma.array([1, 2], fill_value="x")

# expect runtime error: TypeError: Cannot set fill value of string with array of dtype int64
