# np.float_power computes in float64 (float32 and ints included).
import numpy as np
print(np.float_power(2, 3), type(np.float_power(2, 3)), np.float_power(np.arange(4), 2), np.float_power(np.array([1.5, 2], dtype=np.float32), 0.5), np.float_power(np.arange(1, 4), -1))

# expect: 8.0 <class 'numpy.float64'> [0. 1. 4. 9.] [1.22474487 1.41421356] [1.         0.5        0.33333333]
