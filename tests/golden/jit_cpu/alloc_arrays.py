# @njit functions that allocate arrays (np.empty/zeros/ones/full and the *_like forms) and
# return them, alone or in a tuple, or return an argument array: native code, with Numba's
# dtypes (float64 by default, np.full: the fill value's type, *_like: the array's).
import numpy as np
from numba import njit

@njit
def double(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] * 2
    return out

@njit
def shifted_and_sum(a):
    out = np.zeros(a.shape[0])
    s = 0.0
    for i in range(a.shape[0]):
        out[i] = a[i] + 1.0
        s += a[i]
    return out, s

@njit
def grid(n, m):
    g = np.ones((n, m), dtype=np.int32)
    for i in range(n):
        for j in range(m):
            g[i, j] += i * m + j
    return g

@njit
def filled(n):
    return np.full(n, 2.5)

@njit
def filled_int(n):
    return np.full((2, n), 7)

@njit
def same(a):
    a[0] = 99
    return a

@njit
def likes(a):
    z = np.zeros_like(a)
    o = np.ones_like(a, dtype=np.float32)
    return z, o

@njit
def from_shape(a):
    b = np.empty(a.shape)
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            b[i, j] = a[i, j] + 0.5
    return b

@njit
def mask(n):
    m = np.zeros(n, dtype=np.bool_)
    m[1] = True
    return m

@njit
def by_name(n):
    return np.ones(n, dtype='int8')

@njit
def pick(a, flag):
    b = np.ones_like(a)
    if flag:
        return a
    return b

a = np.arange(5.0)
r = double(a)
print(r, r.dtype, r.flags['C_CONTIGUOUS'])
print(shifted_and_sum(a))
g = grid(3, 4)
print(g, g.dtype)
print(filled(3), filled_int(2), filled_int(2).dtype)
b = np.arange(4)
c = same(b)
print(c is b, b)
z, o = likes(np.arange(6).reshape(2, 3))
print(z, z.dtype, o, o.dtype)
print(double(np.arange(4, dtype=np.int16)).dtype)
print(double.nopython_signatures)
print(grid.nopython_signatures, same.nopython_signatures)
print(from_shape(np.ones((2, 2))))
print(mask(3), by_name(2))
x = np.arange(3.0)
print(pick(x, True) is x, pick(x, False))
# expect: [0. 2. 4. 6. 8.] float64 True
# expect: (array([1., 2., 3., 4., 5.]), 10.0)
# expect: [[ 1  2  3  4]
# expect:  [ 5  6  7  8]
# expect:  [ 9 10 11 12]] int32
# expect: [2.5 2.5 2.5] [[7 7]
# expect:  [7 7]] int64
# expect: True [99  1  2  3]
# expect: [[0 0 0]
# expect:  [0 0 0]] int64 [[1. 1. 1.]
# expect:  [1. 1. 1.]] float32
# expect: int16
# expect: [(array(float64, 1d, C),) -> array(float64, 1d, C), (array(int16, 1d, C),) -> array(int16, 1d, C)]
# expect: [(int64, int64) -> array(int32, 2d, C)] [(array(int64, 1d, C),) -> array(int64, 1d, C)]
# expect: [[1.5 1.5]
# expect:  [1.5 1.5]]
# expect: [False  True False] [1 1]
# expect: True [1. 1. 1.]
