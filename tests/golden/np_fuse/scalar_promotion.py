# NumPy 1.24's value-based casting holds inside a fused chain: a Python float beyond float32's
# range makes a float32 chain float64; a NumPy float64 scalar leaves it float32; a float32 scalar
# too; an int constant with a uint8 array stays uint8 (wrapping).
import numpy as np

x = np.linspace(-1, 1, 20001).astype(np.float32)
a = x * 1e300 + 1
print(a.dtype, a[::5000].tolist())
b = np.float64(2.5) * x + 1
print(b.dtype, b[::5000].tolist())
c = np.float32(0.1) * x - x / 3
print(c.dtype, c[::5000].tolist())
u = (np.arange(20000) % 256).astype(np.uint8)
v = -u * 2 + 1
print(v.dtype, v[:6].tolist(), int(v.astype(np.int64).sum()))
# expect: float64 [-1e+300, -5e+299, 1.0, 5e+299, 1e+300]
# expect: float32 [-1.5, -0.25, 1.0, 2.25, 3.5]
# expect: float32 [0.23333334922790527, 0.11666667461395264, 0.0, -0.11666667461395264, -0.23333334922790527]
# expect: uint8 [1, 255, 253, 251, 249, 247] 2562880
