# Numba's scalar type objects: their names, aliases, and host-side casts (int32 wraps, truncates).
import numba
from numba import float32, int32, float64, uint8
print(float32, repr(float64), numba.int64, numba.uint8, numba.boolean, numba.b1, numba.f4, numba.double, numba.intp, numba.i2)
print(float32(7), int32(3.7), int32(2 ** 40), uint8(300), float64(1) / 3)
print(float32(1.1), float32(0.1) + float32(0.2))
print(numba.f8 == float64, float32 == float64)

# expect: float32 float64 int64 uint8 bool bool float32 float64 int64 int16
# expect: 7.0 3 0 44 0.3333333333333333
# expect: 1.1 0.3
# expect: True False
