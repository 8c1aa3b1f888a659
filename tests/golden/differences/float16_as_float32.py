# no-cross-check: NumPy gives float16 here; Weft has no float16 and gives float32 (docs/language.md)
import numpy as np

a = np.array([4, 9], dtype=np.int8)
print(np.sqrt(a), np.sqrt(a).dtype, np.sqrt(np.uint8(16)).dtype, np.exp(np.array([True])).dtype)
print(np.sqrt(np.int16(4)).dtype, np.sqrt(np.int64(4)).dtype)
# expect: [2. 3.] float32 float32 float32
# expect: float32 float64
