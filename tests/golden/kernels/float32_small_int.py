# float32 with bool, int8, int16 or uint8 (kernel arguments or np.int8(...) in the kernel) is
# float32 arithmetic, as Numba types it; with int32 or a Python int it is float64. The
# results go to a float64 array, where the difference shows.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, s8, s16, u8, s32, out):
    x = a[0]
    out[0] = x * s8
    out[1] = x * s16
    out[2] = u8 * x
    out[3] = x / s8
    out[4] = x - np.int8(3)
    out[5] = x * True
    out[6] = x * s32
    out[7] = x * 3
    y = x * s8
    print(y, x * s32)

a = np.array([0.1], dtype=np.float32)
out = np.zeros(8)
k[1, 1](a, np.int8(3), np.int16(3), np.uint8(3), np.int32(3), out)
print(out.tolist())
# expect: 0.3 0.30000000447034836
# expect: [0.30000001192092896, 0.30000001192092896, 0.30000001192092896, 0.03333333507180214, -2.9000000953674316, 0.10000000149011612, 0.30000000447034836, 0.30000000447034836]
