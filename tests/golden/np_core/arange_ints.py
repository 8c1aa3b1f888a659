# arange with integer arguments.
import numpy as np

print(np.arange(5), np.arange(2, 8), np.arange(10, 0, -3), np.arange(10, 0), np.arange(-3, 3, 2))
print(np.arange(5).dtype, np.arange(3, dtype=np.uint8), np.arange(0, 5, dtype=float))
print(len(np.arange(0, 100, 7)), np.arange(np.int32(4)).dtype)

# expect: [0 1 2 3 4] [2 3 4 5 6 7] [10  7  4  1] [] [-3 -1  1]
# expect: int64 [0 1 2] [0. 1. 2. 3. 4.]
# expect: 15 int64
