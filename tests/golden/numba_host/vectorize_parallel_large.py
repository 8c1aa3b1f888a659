# target='parallel' splits a large range over threads; every element equals target='cpu'
import numpy as np
from numba import vectorize

def poly(x, y):
    s = 0.0
    for k in range(8):
        s = s * 0.5 + x * y - k
    return s

cpu = vectorize(['float64(float64, float64)'], target='cpu')(poly)
par = vectorize(['float64(float64, float64)'], target='parallel')(poly)
n = 200003
x = np.linspace(-3.0, 7.0, n)
y = np.arange(n) % 17 - 8.0
a = cpu(x, y)
b = par(x, y)
print(a.dtype, b.dtype, b.shape)
print(np.array_equal(a, b))
print(b[0], b[n // 2], b[-1])

icpu = vectorize(['int64(int64)'], target='cpu')(lambda v: v * v - 3 * v)
ipar = vectorize(['int64(int64)'], target='parallel')(lambda v: v * v - 3 * v)
m = np.arange(-100000, 150001, dtype=np.int64)
r = ipar(m)
print(np.array_equal(icpu(m), r), r.sum(), r[12345])
s = ipar(m[::-3])
print(np.array_equal(icpu(m[::-3]), s), s.sum())
# expect: float64 float64 (200003,)
# expect: True
# expect: 35.796875 -16.0 71.65625
# expect: True 1458330833300000 7683661990
# expect: True 486117777661110
