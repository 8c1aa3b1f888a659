import numpy as np
a = np.array([1, 2, 3], dtype=np.int32)
print((a + 1).dtype)
print((a + 1.5).dtype, a + 1.5)
print((a + np.array([1, 2, 3], dtype=np.int64)).dtype)
print((a * np.float32(2)).dtype)
print((np.array([1, 2], dtype=np.uint8) + np.array([1, 2], dtype=np.int8)).dtype)
# expect: int32
# expect: float64 [2.5 3.5 4.5]
# expect: int64
# expect: float64
# expect: int16
