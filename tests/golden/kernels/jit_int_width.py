# Compiled code does integer arithmetic in 64 bits as Numba does (int32 * int32 is int64); kernels too (int_result_width.py)
import numpy as np
from numba import jit, vectorize

@jit
def mul_div(x, a):
    return (x * a) // 7

@jit
def small(a, b):
    return a + b, a * b, a << b

print(mul_div(np.int32(100000), np.int32(100000)))
print(small(np.uint8(200), np.uint8(3)))
print(small(np.int64(-5), np.uint64(3)))

@vectorize(['int32(int32, int32)'])
def scaled(x, a):
    return (x * a) // 7

print(scaled(np.array([100000, -100000, 46341], dtype=np.int32), np.int32(100000)))
# expect: 1428571428
# expect: (203, 600, 1600)
# expect: (-2, -15, -40)
# expect: [ 1428571428 -1428571429   662014285]
