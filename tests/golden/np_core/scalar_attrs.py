# NumPy scalar attributes and conversions.
import numpy as np

x = np.float32(1.5)
print(x.dtype, x.itemsize, x.shape, x.ndim, x.item(), type(x.item()) is float)
y = np.arange(5)[3]
print(y, y.dtype, int(y) + 1, float(y), y.item())
print(bool(np.int64(0)), bool(np.float64(0.5)))

# expect: float32 4 () 0 1.5 True
# expect: 3 int64 4 3.0 3
# expect: False True
