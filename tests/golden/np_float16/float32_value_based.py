import numpy as np
y = np.ones(2, dtype=np.float32)
for v in [65535, 65536, -32769, 1e38, 3.4e38, 3.3e38, float('nan')]:
    print(repr(v), (y + v).dtype)
# expect: 65535 float32
# expect: 65536 float64
# expect: -32769 float64
# expect: 1e+38 float32
# expect: 3.4e+38 float64
# expect: 3.3e+38 float32
# expect: nan float32
