# An order other than 'C', 'F', 'A' or 'K' is NumPy's ValueError.
import numpy as np
a = np.arange(4)
try:
    a.tobytes(1)
except TypeError as e:
    print(e)
a.tobytes('X')

# expect: order must be str, not int
# expect runtime error: ValueError: order must be one of 'C', 'F', 'A', or 'K' (got 'X')
