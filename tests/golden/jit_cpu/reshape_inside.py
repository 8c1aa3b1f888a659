# a.reshape(...), np.reshape(a, shape), a.ravel() and a.flatten() inside @njit code run as
# native code: a reshape is a view of the array's memory (writes reach the argument; returned,
# its base is the array), ravel() of a C array too, flatten() a copy; Numba's ValueError for a
# size that does not fit.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def row_sums(a, n):
    b = a.reshape(n, -1)
    return b.sum(axis=1)

@njit
def write_through(a):
    b = a.reshape((2, 3))
    b[1, 2] = 99.0
    b[0, :] = -1.0
    return a

@njit
def grid(n):
    m = np.arange(n * 2).reshape(n, 2)
    m[0, 0] = 7
    return m

@njit
def flat(a):
    r = a.ravel()
    f = a.T.flatten()
    f[0] = 100.0
    return r.sum(), f, np.reshape(a, (3, 2))[2, 1]

@njit
def with_complex(z, a):  # a complex argument before the array: the array is still C
    b = a.reshape(2, 3)
    return b[1, 2] + z.real, b.sum()

a = np.arange(6.0)
print(row_sums(a, 2), row_sums(a, 3))
print(with_complex(1 + 2j, a))
print(write_through(a.copy()))
g = grid(3)
print(g, g.flags.c_contiguous, g.base is not None)
m = np.arange(6.0).reshape(2, 3)
print(flat(m), m[0, 0])
try:
    row_sums(a, 4)
except ValueError as e:
    print("ValueError:", e)
print(grid.nopython_signatures)
# expect: [ 3. 12.] [1. 5. 9.]
# expect: (6.0, 15.0)
# expect: [-1. -1. -1.  3.  4. 99.]
# expect: [[7 1]
# expect:  [2 3]
# expect:  [4 5]] True True
# expect: (15.0, array([100.,   3.,   1.,   4.,   2.,   5.]), 5.0) 0.0
# expect: ValueError: total size of new array must be unchanged
# expect: [(int64,) -> array(int64, 2d, C)]
# expect stderr: weft: @jit function 'row_sums' (row_sums__a1Cf8_i8): native code
# expect stderr: weft: @jit function 'write_through' (write_through__a1Cf8): native code
# expect stderr: weft: @jit function 'grid' (grid__i8): native code
# expect stderr: weft: @jit function 'flat' (flat__a2Cf8): native code
# expect stderr: weft: @jit function 'with_complex' (with_complex__f8_f8_a1Cf8): native code
