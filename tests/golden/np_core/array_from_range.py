# A range converts to an int64 array; ranges also index.
import numpy as np

a = np.array(range(5))
print(a, a.dtype, np.array(range(10, 0, -3), dtype=np.float32))
print(np.arange(10)[range(2, 8, 2)])

# expect: [0 1 2 3 4] int64 [10.  7.  4.  1.]
# expect: [2 4 6]
