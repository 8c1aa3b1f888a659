import numpy as np

a = np.array([4, 9], dtype=np.int8)
print(np.sqrt(a), np.sqrt(a).dtype, np.sqrt(np.uint8(16)).dtype, np.exp(np.array([True])).dtype)
print(np.sqrt(np.int16(4)).dtype, np.sqrt(np.int64(4)).dtype)
# expect: [2. 3.] float16 float16 float16
# expect: float32 float64
