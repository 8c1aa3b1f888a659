# CPU ufunc loop choice: NumPy scalars count with their own dtype, Python floats as float64.
import numpy as np
from numba import vectorize

@vectorize(['uint8(uint8, uint8)', 'int16(int16, int16)', 'int32(int32, int32)', 'float32(float32, float32)', 'float64(float64, float64)'])
def add(a, b):
    return a + b

u8 = np.arange(3, dtype=np.uint8)
print(add(np.uint8(5), np.uint8(6)).dtype, add(u8, np.uint8(1)).dtype, add(u8, u8).dtype)
print(add(np.float32(1), np.float32(2)).dtype, add(np.int16(1), np.int16(2)).dtype)
print(add(np.float32(1), 2.0).dtype, add(np.arange(3, dtype=np.int16), np.int16(3)).dtype)

# expect: uint8 uint8 uint8
# expect: float32 int16
# expect: float64 int16
