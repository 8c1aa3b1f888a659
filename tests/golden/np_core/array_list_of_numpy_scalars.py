# np.array of a flat list of numpy scalars: one dtype gives that dtype with the scalars' exact
# values; mixed dtypes promote; np.longlong keeps its variant; NaN bits and -0.0 survive
import numpy as np

a = np.array([1.5, -0.0, np.nan, 1e300])
print(np.array(list(a)).dtype, np.array(list(a)).view(np.uint64).tolist())
f = np.arange(5, dtype=np.float32) / 3
print(np.array(list(f)).dtype, np.array(list(f)).tolist())
print(np.array([np.int32(7), np.int32(-8)]).dtype, np.array([np.bool_(True), np.bool_(False)]),
      np.array([np.complex128(1 + 2j), np.complex128(-0.0)]))
print(np.array([np.float32(1), np.float64(2)]).dtype, np.array([np.int32(1), np.int64(2)]).dtype,
      np.array([np.float64(1), 2]).dtype, np.array([np.int16(1), np.int16(2)]).dtype)
print(repr(np.array([np.longlong(1), np.longlong(2)])), np.array(tuple(np.arange(3))).dtype)
print(np.array(list(np.arange(100000, dtype=np.int64))).sum())

# expect: float64 [4609434218613702656, 9223372036854775808, 9221120237041090560, 9094988921128908188]
# expect: float32 [0.0, 0.3333333432674408, 0.6666666865348816, 1.0, 1.3333333730697632]
# expect: int32 [ True False] [ 1.+2.j -0.+0.j]
# expect: float64 int64 float64 int16
# expect: array([1, 2], dtype=int64) int64
# expect: 4999950000
