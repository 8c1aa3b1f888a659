# Integer NumPy scalars in @njit code are typed as Numba types them: arithmetic on 64 bits
# (int64, or uint64 when both operands are unsigned), wrapping silently; Numba's messages for
# a zero divisor.
import numpy as np
from numba import njit

@njit
def ops(a, b):
    return (-a, (a + b, a * b, a << b, a >> b, a & b, a | b, a ^ b, a ** b, ~a, a / b))

@njit
def div(a, b):
    return (a // b, (a % b,))

print(ops(np.int8(5), np.int8(2)))
print(ops(np.uint8(5), np.uint8(2)))
print(ops(np.int8(5), np.uint8(2)))
print(ops(np.uint64(5), 2))
print(ops(np.int32(2 ** 31 - 1), np.int32(3)))
print(ops.nopython_signatures[1])
print(div(np.uint32(7), np.uint32(2)), div(np.int32(-7), np.int32(2)), div(np.int16(-7), 2))
for a, b in [(np.int32(1), np.int32(0)), (np.uint8(1), np.uint8(0))]:
    try:
        div(a, b)
    except ZeroDivisionError as e:
        print(e)
# expect: (-5, (7, 10, 20, 1, 0, 7, 7, 25, -6, 2.5))
# expect: (251, (7, 10, 20, 1, 0, 7, 7, 25, 250, 2.5))
# expect: (-5, (7, 10, 20, 1, 0, 7, 7, 25, -6, 2.5))
# expect: (18446744073709551611, (7, 10, 20, 1, 0, 7, 7, 25, 18446744073709551610, 2.5))
# expect: (-2147483647, (2147483650, 6442450941, 17179869176, 268435455, 3, 2147483647, 2147483644, 4611686024869838848, -2147483648, 715827882.3333334))
# expect: (uint8, uint8) -> Tuple(uint64, Tuple(uint64, uint64, uint64, uint64, uint64, uint64, uint64, uint64, uint64, float64))
# expect: (3, (1,)) (-4, (1,)) (-4, (1,))
# expect: integer division by zero
# expect: integer division by zero
