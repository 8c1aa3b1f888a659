# no-cross-check: NumPy names its private subclass numpy.core._exceptions._ArrayMemoryError
# The message gives the shape and the dtype.
import numpy as np

a = np.ones((100000, 100000, 100), dtype=np.int32)

# expect runtime error: MemoryError: Unable to allocate 3.64 TiB for an array with shape (100000, 100000, 100) and data type int32
