# A float stored into a narrower signed integer array in a kernel: Numba's simulator assigns a
# NumPy float scalar, which NumPy converts through a C long and then wraps, so 2147483649.0
# becomes int32 -2147483647 and int8 1 (a direct conversion would give INT_MIN and 0).
import numpy as np
from numba import cuda


@cuda.jit
def store(x, o8, o16, o32):
    i = cuda.grid(1)
    o8[i] = x[i]
    o16[i] = x[i]
    o32[i] = x[i]


x = np.array([2147483649.0, 300.7, -300.7, -2147483649.0, 5e9, 70000.9, -1.5])
n = len(x)
o8, o16, o32 = np.zeros(n, np.int8), np.zeros(n, np.int16), np.zeros(n, np.int32)
store[n, 1](x, o8, o16, o32)
print(o8)
print(o16)
print(o32)
store[n, 1](x.astype(np.float32), o8, o16, o32)
print(o32)
# expect: [  1  44 -44  -1   0 112  -1]
# expect: [    1   300  -300    -1 -3584  4464    -1]
# expect: [-2147483647         300        -300  2147483647   705032704       70000
# expect:           -1]
# expect: [-2147483648         300        -300 -2147483648   705032704       70000
# expect:           -1]
