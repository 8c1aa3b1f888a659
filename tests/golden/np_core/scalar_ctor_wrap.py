# Scalar constructors: Python floats go through int() and wrap; NumPy scalars cast like arrays.
import numpy as np
print(np.int8(1e10 + 1), np.uint8(-1.5), np.int16(70000.7), np.uint32(-1.0), np.int64(-9e18), np.uint64(5e18), np.int32(3e9), np.bool_(0.1))
print(np.float32(1e40), np.float32(-1e-50), np.float64(np.float32(3.3)), np.int32(np.float64(2.9)), np.uint8(np.int64(-1)))

# expect: 1 255 4464 4294967295 -9000000000000000000 5000000000000000000 -1294967296 True
# expect: inf -0.0 3.299999952316284 2 255
