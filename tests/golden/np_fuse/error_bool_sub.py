# A boolean subtract inside a chain raises NumPy's TypeError.
import numpy as np

m = np.ones(20000, dtype=bool)
z = (m - m) * 2 + 1
# expect runtime error: TypeError: numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
