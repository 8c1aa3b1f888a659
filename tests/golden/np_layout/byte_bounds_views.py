# np.byte_bounds: where a view's first and one-past-last bytes lie, relative to its base's.
import numpy as np
a = np.arange(12.).reshape(3, 4)
b0 = np.byte_bounds(a)[0]
for v in [a, a[::2], a[:, ::-1], a.T, a[1:, 1:3], a[::-1, ::-2]]:
    lo, hi = np.byte_bounds(v)
    print(lo - b0, hi - b0)
lo, hi = np.byte_bounds(np.zeros(0))
print(hi - lo)
Z1 = np.arange(10)
Z2 = Z1[1:-1:2]
start = (np.byte_bounds(Z2)[0] - np.byte_bounds(Z1)[0]) // Z1.itemsize
stop = Z1.size + (np.byte_bounds(Z2)[-1] - np.byte_bounds(Z1)[-1]) // Z1.itemsize
print(start, stop, np.allclose(Z1[start:stop:2], Z2))

# expect: 0 96
# expect: 0 96
# expect: 0 96
# expect: 0 96
# expect: 40 88
# expect: 8 96
# expect: 0
# expect: 1 8 True
