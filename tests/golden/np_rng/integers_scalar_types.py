# integers with size=None: a NumPy scalar of the dtype, or int/bool for dtype=int/bool.
import numpy as np
rng = np.random.default_rng(4)
a = rng.integers(10)
b = rng.integers(10, dtype=np.uint8)
c = rng.integers(10, dtype=int)
d = rng.integers(2, dtype=bool)
print(a, type(a).__name__, b, type(b).__name__, c, type(c).__name__, d, type(d).__name__)
print(rng.integers(1, 6, endpoint=True, size=10).tolist())

# expect: 7 int64 9 uint8 8 int False bool
# expect: [6, 6, 6, 1, 3, 4, 2, 3, 4, 5]
