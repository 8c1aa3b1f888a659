import numpy as np
x = np.ones(2, dtype=np.float16)
for v in [1, 255, 256, -1, -129, 65535, 65536, 300000, 1.5, 65504.0, 65000.0, 64999.0, 1e5, 1e300, float('inf'), True, 1j]:
    print(repr(v), (x + v).dtype, (x * v).dtype)
# expect: 1 float16 float16
# expect: 255 float16 float16
# expect: 256 float32 float32
# expect: -1 float16 float16
# expect: -129 float32 float32
# expect: 65535 float32 float32
# expect: 65536 float64 float64
# expect: 300000 float64 float64
# expect: 1.5 float16 float16
# expect: 65504.0 float32 float32
# expect: 65000.0 float32 float32
# expect: 64999.0 float16 float16
# expect: 100000.0 float32 float32
# expect: 1e+300 float64 float64
# expect: inf float16 float16
# expect: True float16 float16
# expect: 1j complex64 complex64
