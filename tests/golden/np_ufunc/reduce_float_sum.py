# np.add.reduce of floats is NumPy's pairwise sum: bit-identical to sum()
import numpy as np
x = np.arange(100000) * 0.1
y = (np.arange(3000, dtype=np.float32) * np.float32(0.37)).reshape(30, 100)
print(repr(np.add.reduce(x)), np.add.reduce(x) == x.sum())
print(repr(np.add.reduce(y, axis=None)), repr(np.add.reduce(y, axis=1)[:3]), repr(np.add.reduce(y)[:3]))
print(repr(np.multiply.reduce(np.linspace(0.9, 1.1, 1001))), repr(np.prod(np.linspace(0.9, 1.1, 1001))))
print(repr(np.add.reduce(x, where=x > 5000.0)), repr(np.add.reduce(x[:20], where=np.arange(20) % 3 > 0)))

# expect: 499995000.0 True
# expect: 1664445.0 array([1831.5  , 5531.5  , 9231.499], dtype=float32) array([16095.   , 16106.102, 16117.203], dtype=float32)
# expect: 0.1869864450861792 0.1869864450861792
# expect: 374992500.0 12.700000000000001
