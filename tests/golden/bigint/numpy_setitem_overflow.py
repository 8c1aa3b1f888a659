# Storing a big int into an int64 array overflows C's long.
import numpy as np
a = np.zeros(3, dtype=np.int64)
a[0] = 2 ** 40
print(a)
a[1] = 2 ** 64
# expect: [1099511627776             0             0]
# expect runtime error: OverflowError: Python int too large to convert to C long
