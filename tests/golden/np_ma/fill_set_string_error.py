# Setting a string fill value.
import numpy as np
a = np.ma.array([1, 2])
a.fill_value = "a"

# expect runtime error: TypeError: Cannot set fill value of string with array of dtype int64
