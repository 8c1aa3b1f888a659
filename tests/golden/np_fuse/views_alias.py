# Views and self-reference: the chain reads its operands before the result is stored, whether
# an operand is a reversed or strided view of the array being reassigned.
import numpy as np

a = np.arange(30000, dtype=np.float64)
r = a[::-1]
a = a * 2 + r
print(a[:3].tolist(), a[-3:].tolist())
b = np.arange(30000, dtype=np.float32)
s = b[::2]
t = b[1::2]
c = s * t + s / 2
print(c.dtype, c.shape, c[:3].tolist(), c[-2:].tolist())
m = np.arange(40000, dtype=np.float64).reshape(200, 200)
mt = m.T
e = mt * 2 + m * m / 3
print(e[0, :3].tolist(), e[199, -2:].tolist())
# expect: [29999.0, 30000.0, 30001.0] [59996.0, 59997.0, 59998.0]
# expect: float32 (15000,) [0.0, 7.0, 22.0] [899804992.0, 899924992.0]
# expect: [0.0, 400.3333333333333, 801.3333333333334] [533359599.3333333, 533386665.0]
