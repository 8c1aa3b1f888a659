# target='parallel' builds a plain NumPy ufunc (value-based scalar casting); 'cpu' a DUFunc (none).
import numpy as np
from numba import vectorize

def add(a, b):
    return a + b

p = vectorize(['uint8(uint8, uint8)', 'float64(float64, float64)'], target='parallel')(add)
c = vectorize(['uint8(uint8, uint8)', 'float64(float64, float64)'], target='cpu')(add)
u8 = np.arange(3, dtype=np.uint8)
print(p(u8, 5), p(u8, 300).dtype, p(u8, np.int64(5)).dtype)
print(c(u8, 5), c(u8, 300).dtype, c(u8, np.int64(5)).dtype)

# expect: [5 6 7] float64 uint8
# expect: [5. 6. 7.] float64 float64
