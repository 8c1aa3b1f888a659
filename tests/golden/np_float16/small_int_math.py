import numpy as np
for t in [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32]:
    a = np.ones(3, dtype=t)
    print(t.__name__, np.sin(a).dtype, np.sqrt(t(4)).dtype, (a / a).dtype)
print(np.sqrt(np.array([2, 3], dtype=np.int8)))
# expect: bool_ float16 float16 float64
# expect: int8 float16 float16 float64
# expect: uint8 float16 float16 float64
# expect: int16 float32 float32 float64
# expect: uint16 float32 float32 float64
# expect: int32 float64 float64 float64
# expect: [1.414 1.732]
