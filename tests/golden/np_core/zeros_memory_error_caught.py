# no-cross-check: NumPy names its private subclass numpy.core._exceptions._ArrayMemoryError
# A zeros array larger than memory raises MemoryError with NumPy's message before allocating
# anything; the program catches it and large zeros arrays still work afterwards.
import numpy as np

try:
    np.zeros((10**7, 10**7))
except MemoryError as e:
    print("MemoryError:", e)
z = np.zeros(4 * 10**6)
print(z.sum(), z.size)
np.zeros(10**13, dtype=np.int8)

# expect: MemoryError: Unable to allocate 728. TiB for an array with shape (10000000, 10000000) and data type float64
# expect: 0.0 4000000
# expect runtime error: MemoryError: Unable to allocate 9.09 TiB for an array with shape (10000000000000,) and data type int8
