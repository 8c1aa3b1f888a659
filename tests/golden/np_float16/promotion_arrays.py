import numpy as np
x = np.ones(2, dtype=np.float16)
for t in [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint64, np.float32, np.float64, np.complex64]:
    print(t.__name__, (x + np.ones(2, dtype=t)).dtype)
print(np.promote_types('e', 'b'), np.promote_types('e', 'h'), np.promote_types('e', 'f'), np.promote_types('e', 'F'))
# expect: bool_ float16
# expect: int8 float16
# expect: uint8 float16
# expect: int16 float32
# expect: uint16 float32
# expect: int32 float64
# expect: uint64 float64
# expect: float32 float32
# expect: float64 float64
# expect: complex64 complex64
# expect: float16 float32 float32 complex64
