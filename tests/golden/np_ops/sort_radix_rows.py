# Rows of 256 elements or more are radix sorted when that cannot change NumPy's answer: sort
# and argsort of every int dtype, float64 with NaNs and with -0.0 next to 0.0 (NumPy's introsort
# places them), argsort with ties (introsort order) and without, stable argsort, axis=0.
import numpy as np


def digest(x):
    b = np.ascontiguousarray(x).reshape(-1).view(np.uint8).astype(np.int64)
    return int((b * (np.arange(b.size) % 997 + 1)).sum())


n = 1000
base = (np.arange(n) * 7919 % 1009) - 504.25
for dt in [np.float64, np.int64, np.int32, np.int16, np.int8, np.uint8, np.uint64, np.bool_]:
    x = base.astype(dt)
    print(np.dtype(dt).name, digest(np.sort(x)), digest(np.argsort(x)),
          digest(np.argsort(x, kind='stable')), digest(np.sort(x[::-3])))
y = base / 7.0
print(digest(np.sort(y)), digest(np.argsort(y)), np.sort(y)[[0, 500, 999]])
y[::5] = np.nan
y[::7] = -0.0
y[::11] = 0.0
print(digest(np.sort(y)), digest(np.argsort(y)), digest(np.argsort(y, kind='stable')))
z = base / 3.0
z[::9] = np.nan
print(digest(np.sort(z)), digest(np.argsort(z)), digest(np.argsort(z, kind='stable')))
A = (base.reshape(4, 250) * 3).astype(np.int64)
print(digest(np.sort(A, axis=0)), digest(np.argsort(A.T.copy(), axis=0)), digest(np.sort(A, axis=None)))
s = base.copy()
s.sort()
print(s[:3], s[-1])

# expect: float64 177078531 63247497 63247497 53265181
# expect: int64 515426314 63247497 63247497 142764832
# expect: int32 272478926 63247497 63247497 60491652
# expect: int16 136482814 63247497 63247497 22124617
# expect: int8 52865065 58765030 59609034 5894119
# expect: uint8 84061717 59657087 59232567 9415846
# expect: uint64 516422993 62584096 62584096 168204989
# expect: bool 497509 67274306 68599890 55945
# expect: 429803792 63247497 [-72.03571429   0.25        71.96428571]
# expect: 296098874 63103153 62589153
# expect: 355726373 63364501 63747322
# expect: 502192122 62436819 508086508
# expect: [-504.25 -503.25 -502.25] 503.75
