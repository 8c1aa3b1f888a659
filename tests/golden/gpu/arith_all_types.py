# Python's // % ** and shifts, and min/max on every integer and float register type in a
# kernel: the GPU backend spells these with helpers (wrap-around, floor semantics, masked shifts).
import numpy as np
from numba import cuda

@cuda.jit
def arith(x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        a = x[i]
        b = y[i]
        out[i, 0] = a // b
        out[i, 1] = a % b
        out[i, 2] = a * b - a
        out[i, 3] = min(a, b)
        out[i, 4] = max(a, b)
        out[i, 5] = a - b * 3

@cuda.jit
def shifts(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = x[i] << 3
        out[i, 1] = x[i] >> 2
        out[i, 2] = x[i] ** 3
        out[i, 3] = x[i] & 6
        out[i, 4] = x[i] | 9
        out[i, 5] = x[i] ^ 5

for dt in (np.int32, np.int64, np.float32, np.float64):
    x = np.array([7, -7, 7, -7, 9, -1], dtype=dt)
    y = np.array([2, 2, -2, -2, 3, 4], dtype=dt)
    out = np.zeros((6, 6), dtype=dt)
    arith[1, 32](x, y, out)
    print(np.dtype(dt).name, out.tolist())

for dt in (np.int32, np.int64, np.uint32):
    x = np.array([1, 5, 100, 12], dtype=dt)
    out = np.zeros((4, 6), dtype=dt)
    shifts[1, 32](x, out)
    print(np.dtype(dt).name, out.tolist())
# expect: int32 [[3, 1, 7, 2, 7, 1], [-4, 1, -7, -7, 2, -13], [-4, -1, -21, -2, 7, 13], [3, -1, 21, -7, -2, -1], [3, 0, 18, 3, 9, 0], [-1, 3, -3, -1, 4, -13]]
# expect: int64 [[3, 1, 7, 2, 7, 1], [-4, 1, -7, -7, 2, -13], [-4, -1, -21, -2, 7, 13], [3, -1, 21, -7, -2, -1], [3, 0, 18, 3, 9, 0], [-1, 3, -3, -1, 4, -13]]
# expect: float32 [[3.0, 1.0, 7.0, 2.0, 7.0, 1.0], [-4.0, 1.0, -7.0, -7.0, 2.0, -13.0], [-4.0, -1.0, -21.0, -2.0, 7.0, 13.0], [3.0, -1.0, 21.0, -7.0, -2.0, -1.0], [3.0, 0.0, 18.0, 3.0, 9.0, 0.0], [-1.0, 3.0, -3.0, -1.0, 4.0, -13.0]]
# expect: float64 [[3.0, 1.0, 7.0, 2.0, 7.0, 1.0], [-4.0, 1.0, -7.0, -7.0, 2.0, -13.0], [-4.0, -1.0, -21.0, -2.0, 7.0, 13.0], [3.0, -1.0, 21.0, -7.0, -2.0, -1.0], [3.0, 0.0, 18.0, 3.0, 9.0, 0.0], [-1.0, 3.0, -3.0, -1.0, 4.0, -13.0]]
# expect: int32 [[8, 0, 1, 0, 9, 4], [40, 1, 125, 4, 13, 0], [800, 25, 1000000, 4, 109, 97], [96, 3, 1728, 4, 13, 9]]
# expect: int64 [[8, 0, 1, 0, 9, 4], [40, 1, 125, 4, 13, 0], [800, 25, 1000000, 4, 109, 97], [96, 3, 1728, 4, 13, 9]]
# expect: uint32 [[8, 0, 1, 0, 9, 4], [40, 1, 125, 4, 13, 0], [800, 25, 1000000, 4, 109, 97], [96, 3, 1728, 4, 13, 9]]
