# subtract.reduce on bools
import numpy as np
np.subtract.reduce(np.array([True, False]))

# expect runtime error: TypeError: numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
