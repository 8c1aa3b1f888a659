# NumPy's promotion table between dtypes (np.promote_types).
import numpy as np

pairs = [(np.int64, np.uint64), (np.int8, np.uint8), (np.int32, np.float32),
         (np.int16, np.float32), (np.bool_, np.int8), (np.uint8, np.float32),
         (np.uint32, np.int32), (np.int64, np.float32), (np.uint16, np.int16),
         (np.float32, np.float64), (np.bool_, np.bool_), (np.uint8, np.uint64)]
for a, b in pairs:
    print(np.promote_types(a, b), np.promote_types(b, a))

# expect: float64 float64
# expect: int16 int16
# expect: float64 float64
# expect: float32 float32
# expect: int8 int8
# expect: float32 float32
# expect: int64 int64
# expect: float64 float64
# expect: int32 int32
# expect: float64 float64
# expect: bool bool
# expect: uint64 uint64
