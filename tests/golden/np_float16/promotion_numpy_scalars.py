import numpy as np
x = np.ones(2, dtype=np.float16)
for v in [np.float32(1.0), np.float32(1e5), np.float64(2.0), np.float64(1e39), np.int16(1), np.int16(1000), np.uint8(3), np.int64(70000)]:
    print(repr(v), (x + v).dtype)
print(np.result_type(np.float16, np.int8), np.result_type(np.float16, 1.0), np.result_type(np.ones(1, np.float16), 1000))
# expect: 1.0 float16
# expect: 100000.0 float32
# expect: 2.0 float16
# expect: 1e+39 float64
# expect: 1 float16
# expect: 1000 float32
# expect: 3 float16
# expect: 70000 float64
# expect: float16 float16 float32
