import numpy as np
np.datetime64(5)
# expect runtime error: ValueError: Converting an integer to a NumPy datetime requires a specified unit
