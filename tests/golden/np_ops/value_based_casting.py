import numpy as np
a = np.array([1, 2], dtype=np.int8)
print((a + np.int64(1000)).dtype, (a + np.int64(5)).dtype, (a + 1000).dtype, (a + np.int32(-3)).dtype)
u = np.array([1, 2], dtype=np.uint8)
print((u + np.uint64(5)).dtype, (u - 1).dtype, (u + np.int64(-1)).dtype, (u + (-1)).dtype)
f = np.array([1.5], dtype=np.float32)
print((f * np.float64(2.5)).dtype, (f * np.float64(1e300)).dtype, (f * 1e300).dtype)
print((f + np.int64(3)).dtype, (a * np.float32(2)).dtype, (a > np.int64(300)).dtype)
print(np.array(5, dtype=np.int8) + a, (np.array(300) + a).dtype)
print(a == None, a != None)
# expect: int16 int8 int16 int8
# expect: uint8 uint8 int16 int16
# expect: float32 float64 float64
# expect: float32 float32 bool
# expect: [6 7] int16
# expect: [False False] [ True  True]
