# `return a.reshape(...)` of a C-contiguous array (an argument, or one the function made) in
# native code: a view of the array's memory (writes go through), a shape tuple or integers with
# one negative extent inferred, and Numba's ValueErrors (its normalize_reshape_value) raised by
# the native code; the return type is C.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def rs(a):
    return a.reshape((2, -1))
@njit
def rs3(a, n):
    return a.reshape(n, -1, 2)
@njit
def made(n):
    x = np.arange(n * 4)
    return x.reshape(n, 4)
a = np.arange(6.0)
r = rs(a)
print(r, r.strides, r.flags.c_contiguous, np.shares_memory(r, a))
r[1, 0] = -5.0
print(a)
print(rs3(np.arange(12, dtype=np.int32), 3))
print(rs3(np.arange(0.0), 0).shape)
print(made(3), made(0).shape)
for bad in (np.arange(5.0),):
    try:
        rs(bad)
    except ValueError as e:
        print("ValueError", e)
try:
    rs3(np.arange(12, dtype=np.int32), 5)
except ValueError as e:
    print("ValueError", e)
@njit
def two_neg(a):
    return a.reshape(-1, -1)

try:
    two_neg(np.arange(4.0))
except ValueError as e:
    print("ValueError", e)
m = np.arange(12.0).reshape(3, 4)
print(rs3(m.ravel(), 2)[1, 2, 1], rs(np.arange(8, dtype=np.uint8)).dtype)
print(rs.nopython_signatures, rs3.nopython_signatures, made.nopython_signatures)
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]] (24, 8) True True
# expect: [ 0.  1.  2. -5.  4.  5.]
# expect: [[[ 0  1]
# expect:   [ 2  3]]
# expect: 
# expect:  [[ 4  5]
# expect:   [ 6  7]]
# expect: 
# expect:  [[ 8  9]
# expect:   [10 11]]]
# expect: (0, 0, 2)
# expect: [[ 0  1  2  3]
# expect:  [ 4  5  6  7]
# expect:  [ 8  9 10 11]] (0, 4)
# expect: ValueError total size of new array must be unchanged
# expect: ValueError total size of new array must be unchanged
# expect: ValueError multiple negative shape values
# expect: 11.0 uint8
# expect: [(array(float64, 1d, C),) -> array(float64, 2d, C), (array(uint8, 1d, C),) -> array(uint8, 2d, C)] [(array(int32, 1d, C), int64) -> array(int32, 3d, C), (array(float64, 1d, C), int64) -> array(float64, 3d, C)] [(int64,) -> array(int64, 2d, C)]
# expect stderr: weft: @jit function 'rs' (rs__a1Cf8): native code
# expect stderr: weft: @jit function 'rs3' (rs3__a1Ci4_i8): native code
# expect stderr: weft: @jit function 'rs3' (rs3__a1Cf8_i8): native code
# expect stderr: weft: @jit function 'made' (made__i8): native code
# expect stderr: weft: @jit function 'two_neg' (two_neg__a1Cf8): native code
# expect stderr: weft: @jit function 'rs' (rs__a1Cu1): native code
