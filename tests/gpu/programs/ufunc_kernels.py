# Compile coverage for tests/gpu/compile_all.py and the snapshots of tests/gpu/check_snapshots.py
# (not a golden test): target='cuda' @vectorize cores with integer floor division and modulo, a
# boolean result and returns inside branches; a @guvectorize core with a scalar argument and a
# 2-D core; numba.cuda.reduce on int64 (max) and float32 (sum) arrays of several sizes (whole
# blocks, a tail, more than 64 blocks).
import numpy as np
from numba import cuda, guvectorize, vectorize


@vectorize(['int32(int32, int32)'], target='cuda')
def floor_mod(a, b):
    return a // b + a % b


@vectorize(['boolean(float64)'], target='cuda')
def is_big(x):
    return x > 10.0


@vectorize(['float64(float64)'], target='cuda')
def magnitude(x):
    if x < 0:
        return -x
    return x


@guvectorize(['void(float32[:], float32, float32[:])'], '(n),()->(n)', target='cuda')
def shift(a, s, out):
    for i in range(a.shape[0]):
        out[i] = a[i] + s


@guvectorize(['void(int64[:, :], int64[:])'], '(m,n)->(m)', target='cuda')
def row_max(a, out):
    for i in range(a.shape[0]):
        best = a[i, 0]
        for j in range(1, a.shape[1]):
            if a[i, j] > best:
                best = a[i, j]
        out[i] = best


@cuda.reduce
def max_reduce(a, b):
    return a if a > b else b


@cuda.reduce
def sum_reduce(a, b):
    return a + b


a = np.arange(-6, 6, dtype=np.int32)
b = np.full(12, 4, dtype=np.int32)
print(floor_mod(a, b))
print(is_big(np.array([1.0, 20.0])))
print(magnitude(np.array([-1.5, 2.5])))
print(shift(np.ones((3, 4), dtype=np.float32), np.float32(2)))
print(row_max(np.arange(24, dtype=np.int64).reshape(2, 3, 4)))
for n in (100, 1000, 20000):
    print(max_reduce(np.arange(n, dtype=np.int64)), sum_reduce(np.ones(n, dtype=np.float32)))
