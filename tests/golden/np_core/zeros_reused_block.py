# A large zeros array that reuses the memory of a freed, written array still reads as zeros
# everywhere (the block's pages are dropped, not the writes kept), and its dtype stays.
import numpy as np

n = 3 * 10**6
for dt in (np.float64, np.int32, np.float32):
    a = np.full(n, 7, dtype=dt)
    a[::3] = -1
    del a
    z = np.zeros(n, dtype=dt)
    print(z.dtype, z.any(), z.sum(), z[0], z[n - 1], np.count_nonzero(z))
    z[n // 2] = 5
    print(z.sum())
z = np.zeros((2000, 1500))
print(z.shape, z.max(), z.min())

# expect: float64 False 0.0 0.0 0.0 0
# expect: 5.0
# expect: int32 False 0 0 0 0
# expect: 5
# expect: float32 False 0.0 0.0 0.0 0
# expect: 5.0
# expect: (2000, 1500) 0.0 0.0
