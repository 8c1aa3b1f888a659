# np.result_type over dtypes, arrays and Python scalars.
import numpy as np

print(np.result_type(np.int8, np.uint8), np.result_type(np.arange(3), 1.5))
print(np.result_type(np.float32, 1.5), np.result_type(np.int32, 1.5), np.result_type(np.uint8, 2))
print(np.result_type(np.zeros(2, np.float32), np.zeros(2, np.int64)), np.result_type(True, np.int16))

# expect: int16 float64
# expect: float32 float64 uint8
# expect: float64 int16
