# Big arrays (2 MiB and more) reuse the memory of freed ones: zeros, zeros_like and ones
# must still be exactly zero/one everywhere, and reused memory must not leak old values.
import numpy as np

n = 1500000
for k in range(3):
    a = np.full(n, 7.0) * (k + 1)
    s = a.sum()
    del a
    z = np.zeros(n)
    print(k, s, z.sum(), z.min(), z.max(), np.count_nonzero(z))
    b = np.ones((1000, 1500), dtype=np.float32) * 3
    del b
    o = np.ones(n, dtype=np.float32)
    zl = np.zeros_like(o)
    print(o.sum(), o.min(), zl.max(), np.count_nonzero(zl))

# expect: 0 10500000.0 0.0 0.0 0.0 0
# expect: 1500000.0 1.0 0.0 0
# expect: 1 21000000.0 0.0 0.0 0.0 0
# expect: 1500000.0 1.0 0.0 0
# expect: 2 31500000.0 0.0 0.0 0.0 0
# expect: 1500000.0 1.0 0.0 0
