# A shape whose byte size overflows is a ValueError.
import numpy as np

np.zeros((2**40, 2**40))

# expect runtime error: ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.
