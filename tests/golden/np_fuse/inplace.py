# In-place operators with a fused right-hand side, and slice assignment of a chain into the
# array it reads.
import numpy as np

a = np.linspace(0, 1, 20000)
a += a * a / 2 + 1
print(a[::5000].tolist())
a[:] = np.sqrt(a) * 3 - a
print(a[::5000].tolist())
b = np.ones(20000, dtype=np.float32)
b *= np.exp(b * 0.5) - 1
print(b.dtype, b[:2].tolist())
# expect: [1.0, 1.281265625859422, 1.6250375021876249, 2.0313156289846095]
# expect: [2.0, 2.1145245079290014, 2.19927126145694, 2.244411287091941]
# expect: float32 [0.6487212181091309, 0.6487212181091309]
