# a[mask] and a[mask] = v on contiguous arrays of every item size (the word-at-a-time kernels),
# against the same on strided views (the general path).
import numpy as np

rng = np.random.default_rng(5)
m = rng.random(5003) > 0.3
for dt in [np.float64, np.float32, np.int64, np.int16, np.uint8, np.bool_, np.complex128]:
    a = (rng.random(5003) * 10).astype(dt)
    s = a[m]
    print(np.dtype(dt).name, s.shape, s.tolist() == [x for x, k in zip(a.tolist(), m.tolist()) if k])
    c = a.copy()
    c[m] = 1
    d = a.copy()
    d[::2][m[::2]] = 1
    d[1::2][m[1::2]] = 1
    print((c == d).all(), c.sum() == d.sum())
print(np.count_nonzero(m), np.count_nonzero(m[::3]), np.count_nonzero(np.zeros(0, bool)))
allt = np.ones(64, bool)
print(np.arange(64)[allt].sum(), np.arange(64)[~allt].shape)
z = np.array([-0.0, np.nan, 1.0])
print(z[np.array([True, True, False])])

# expect: float64 (3458,) True
# expect: True True
# expect: float32 (3458,) True
# expect: True True
# expect: int64 (3458,) True
# expect: True True
# expect: int16 (3458,) True
# expect: True True
# expect: uint8 (3458,) True
# expect: True True
# expect: bool (3458,) True
# expect: True True
# expect: complex128 (3458,) True
# expect: True True
# expect: 3458 1165 0
# expect: 2016 (0,)
# expect: [-0. nan]
