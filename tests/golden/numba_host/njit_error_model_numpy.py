# @njit(error_model='numpy'): a zero divisor gives inf or nan for floats and 0 for integer // and
# %, as Numba's NumPy error model does; the default Python model raises ZeroDivisionError.
import numpy as np
from numba import njit

@njit(error_model='numpy')
def ops(a, b):
    return a / b, a // b, a % b

@njit
def floordiv(a, b):
    return a // b

print(ops(1.0, 0.0), ops(-1.0, 0.0), ops(0.0, 0.0))
print(ops(7, 0), ops(-7, 0), ops(np.int32(7), np.int32(2)))
for a, b in ((1.0, 0.0), (1, 0)):
    try:
        floordiv(a, b)
    except ZeroDivisionError as e:
        print(e)
# expect: (inf, inf, nan) (-inf, -inf, nan) (nan, nan, nan)
# expect: (inf, 0, 0) (-inf, 0, 0) (3.5, 3, 1)
# expect: division by zero
# expect: integer division by zero
