# A float32 chain with Python and NumPy scalars fuses into one pass: the bits are NumPy's
# (every element is summed as raw bits, and some printed at full precision).
import numpy as np

x = np.linspace(-3, 3, 200001).astype(np.float32)
y = np.exp(-x*x/2) / np.sqrt(2*np.pi)
print(y.dtype, y.shape)
print(y[::40000].tolist())
print(int(y.view(np.uint32).astype(np.uint64).sum()))
# expect: float32 (200001,)
# expect: [0.004431848414242268, 0.0789501741528511, 0.3332245945930481, 0.3332245945930481, 0.0789501741528511, 0.004431848414242268]
# expect: 207112502379214
