# no-cross-check: NumPy names its private subclass numpy.core._exceptions._ArrayMemoryError
# Allocations larger than physical memory raise MemoryError up front.
import numpy as np

print(np.zeros(4).nbytes)
a = np.zeros((1000000000000,))

# expect: 32
# expect runtime error: MemoryError: Unable to allocate 7.28 TiB for an array with shape (1000000000000,) and data type float64
