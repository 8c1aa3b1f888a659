# Assigning a float infinity to a slice of an integer array raises.
import numpy as np

a = np.zeros(3, dtype=np.int32)
a[1:] = np.float32(2.5)
print(a)
a[1:] = float("inf")

# expect: [0 2 2]
# expect runtime error: OverflowError: cannot convert float infinity to integer
