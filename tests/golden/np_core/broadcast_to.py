# broadcast_to gives a read-only view with zero strides.
import numpy as np

b = np.broadcast_to(np.arange(3), (2, 3))
print(b, b.strides)
b[0, 0] = 1

# expect: [[0 1 2]
# expect:  [0 1 2]] (0, 8)
# expect runtime error: ValueError: assignment destination is read-only
