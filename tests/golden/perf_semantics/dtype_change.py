# A temporary whose dtype differs from the result's cannot take the result: int32 * 2.5 is
# float64, float32 + float64 is float64, int8 + 1000 widens, int / int is float64.
import numpy as np

i = np.arange(4, dtype=np.int32)
r = (i * 2) * 2.5
print(r, r.dtype, i)
f = np.arange(4, dtype=np.float32)
r = (f * 2) + np.arange(4.0)
print(r, r.dtype)
r = (f * 1) + 1e300
print(r.dtype)
s = np.arange(4, dtype=np.int8)
r = (s * 1) + 1000
print(r, r.dtype)
r = (i * 2) / (i + 1)
print(r, r.dtype)
r = (i + 1) // 2 + (i * 3) % 4
print(r, r.dtype)
b = np.array([True, False, True])
r = (b & b) + (b | b)
print(r, r.dtype)
r = (f + 1) ** 2 - (f * 0.5)
print(r, r.dtype)

# expect: [ 0.  5. 10. 15.] float64 [0 1 2 3]
# expect: [0. 3. 6. 9.] float64
# expect: float64
# expect: [1000 1001 1002 1003] int16
# expect: [0.         1.         1.33333333 1.5       ] float64
# expect: [0 4 3 3] int32
# expect: [ True False  True] bool
# expect: [ 1.   3.5  8.  14.5] float32
