import numpy as np
t = np.array([True, False])
print(t - t)
# expect runtime error: TypeError: numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
