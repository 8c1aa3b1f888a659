# A NumPy array past --max-memory: NumPy's MemoryError, checked before allocating.
# env: WEFT_MAX_MEMORY=256M
# no-cross-check: --max-memory is Weft's (CPython would allocate the 800 MB)
import numpy as np
a = np.zeros(10**8)
# expect runtime error: MemoryError: Unable to allocate 763. MiB for an array with shape (100000000,) and data type float64
