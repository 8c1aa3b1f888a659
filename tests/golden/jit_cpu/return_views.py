# Returning a view natively (`return a[1:-1]`, `a.T`, `a[:, j]`, `a[i, 2:]`, `a[::-2]`, a view
# of an array the function made, in a tuple too): the result is an ndarray over the argument's
# memory (writes go through), with the view's shape and strides, and the signature's return
# type has Numba's layout (C for a[1:-1], F for a.T of a C array, A for a column).
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def mid(a):
    return a[1:-1]

@njit
def tr(a):
    return a.T

@njit
def col(a, j):
    return a[:, j]

@njit
def row_tail(a, i):
    return a[i, 2:]

@njit
def back(a):
    return a[::-2]

@njit
def pair(a):
    return a[1:], a.sum()

@njit
def made(n):
    x = np.arange(n) * 2
    return x[1::3]

@njit
def block(a):
    return a[1:, ::2][::-1]

a = np.arange(8.0)
v = mid(a)
v[0] = -1.0
print(v, a, np.shares_memory(v, a), v.flags.c_contiguous, v.flags.writeable)
m = np.arange(12.0).reshape(3, 4)
t = tr(m)
print(t.shape, t.strides, t.flags.f_contiguous, np.shares_memory(t, m))
t[0, 1] = 100.0
print(m[1, 0])
print(tr(np.asfortranarray(m)).flags.c_contiguous)
c = col(m, -1)
print(c, c.strides, np.shares_memory(c, m))
print(row_tail(m, 1), row_tail(m, -3).strides)
print(back(a), back(a).strides, back(np.arange(0.0)).shape)
p, s = pair(np.arange(5, dtype=np.int32))
print(p, p.dtype, s)
r = made(10)
print(r, r.dtype, r.strides)
b = block(np.arange(24).reshape(4, 6))
print(b, b.strides)
print(mid.nopython_signatures, tr.nopython_signatures, col.nopython_signatures)
print(back.nopython_signatures, made.nopython_signatures, block.nopython_signatures, row_tail.nopython_signatures)
# expect: [-1.  2.  3.  4.  5.  6.] [ 0. -1.  2.  3.  4.  5.  6.  7.] True True True
# expect: (4, 3) (8, 32) True True
# expect: 100.0
# expect: True
# expect: [ 3.  7. 11.] (32,) True
# expect: [6. 7.] (8,)
# expect: [ 7.  5.  3. -1.] (-16,) (0,)
# expect: [1 2 3 4] int32 10
# expect: [ 2  8 14] int64 (24,)
# expect: [[18 20 22]
# expect:  [12 14 16]
# expect:  [ 6  8 10]] (-48, 16)
# expect: [(array(float64, 1d, C),) -> array(float64, 1d, C)] [(array(float64, 2d, C),) -> array(float64, 2d, F), (array(float64, 2d, F),) -> array(float64, 2d, C)] [(array(float64, 2d, C), int64) -> array(float64, 1d, A)]
# expect: [(array(float64, 1d, C),) -> array(float64, 1d, A)] [(int64,) -> array(int64, 1d, A)] [(array(int64, 2d, C),) -> array(int64, 2d, A)] [(array(float64, 2d, C), int64) -> array(float64, 1d, C)]
# expect stderr: weft: @jit function 'mid' (mid__a1Cf8): native code
# expect stderr: weft: @jit function 'tr' (tr__a2Cf8): native code
# expect stderr: weft: @jit function 'tr' (tr__a2Af8): native code
# expect stderr: weft: @jit function 'col' (col__a2Cf8_i8): native code
# expect stderr: weft: @jit function 'row_tail' (row_tail__a2Cf8_i8): native code
# expect stderr: weft: @jit function 'back' (back__a1Cf8): native code
# expect stderr: weft: @jit function 'pair' (pair__a1Ci4): native code
# expect stderr: weft: @jit function 'made' (made__i8): native code
# expect stderr: weft: @jit function 'block' (block__a2Ci8): native code
