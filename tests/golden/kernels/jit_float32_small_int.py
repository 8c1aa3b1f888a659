# @njit types float32 arithmetic with a small integer as Numba does: float32 with bool, int8,
# int16 and uint8; float64 with uint16 (where NumPy would keep float32), int32 and wider.
import numpy as np
from numba import njit

@njit
def mul(x, a):
    return x * a

for t in (np.int8, np.int16, np.uint8, np.uint16, np.int32, np.uint64):
    print(t.__name__, mul(np.float32(0.1), t(3)))
print(mul(np.float32(0.1), True))
# expect: int8 0.30000001192092896
# expect: int16 0.30000001192092896
# expect: uint8 0.30000001192092896
# expect: uint16 0.30000000447034836
# expect: int32 0.30000000447034836
# expect: uint64 0.30000000447034836
# expect: 0.10000000149011612
