import numpy as np
# a dying temporary meets a Python number: the result keeps its dtype only when NumPy's would
x = np.ones(3, dtype=np.float16)
print(((x * 1) + 1000).dtype, ((x * 1) + 100).dtype, ((x * 1) + 70000.0).dtype, ((x * 1) - 129).dtype)
y = np.ones(3, dtype=np.float32)
print(((y * 1) + 65536).dtype, ((y * 1) * 3.4e38).dtype, ((y * 1) + 65535).dtype)
big = np.ones(100000, dtype=np.float16)
print((big * 2 + 1000).dtype, (big * 2 + 3).dtype, (np.sin(big) * 300).dtype)
# expect: float32 float16 float32 float16
# expect: float64 float64 float32
# expect: float32 float16 float32
