import numpy as np
a = np.array([0.1, 0.2, 0.3], dtype=np.float16)
a += 1
print(a, a.dtype)
a *= 2.5
print(a)
i = np.arange(3, dtype=np.int8)
i16 = i * np.float16(0.5)
print(i16, i16.dtype)
# expect: [1.1 1.2 1.3] float16
# expect: [2.75 3.   3.25]
# expect: [0.  0.5 1. ] float16
