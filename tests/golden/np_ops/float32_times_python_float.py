import numpy as np
a = np.arange(4, dtype=np.float32)
b = a * 2.0
print(b, b.dtype)
print((a + 1).dtype, (a / 3).dtype)
print((a + np.arange(4)).dtype)
# expect: [0. 2. 4. 6.] float32
# expect: float32 float32
# expect: float64
