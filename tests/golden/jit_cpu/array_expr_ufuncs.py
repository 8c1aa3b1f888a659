# NumPy ufuncs and np.where on arrays in @njit code (native): math functions (float64 through
# the C library as Numba's calls; integers take the float64 loop), np.abs keeping the dtype,
# predicates, bool arrays combined with & | ^ ~, and np.where with its dtype promotion and
# Numba's ValueError for operands of different shapes.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def waves(a):
    return np.sin(a) * np.exp(-a) + np.log1p(a) - np.arctan2(a, 2.0)

@njit
def roots(a):
    return np.sqrt(a), np.floor(a / 3), np.abs(a - 2)

@njit
def masks(a, b):
    return (a > 1) & (b < 3), (a > 1) | ~(b < 3), (a == b) ^ (a != 1)

@njit
def pick(c, x, y):
    return np.where(c, x, y)

@njit
def clip_neg(a):
    return np.where(a < 0, 0, a) + np.isnan(a)

x = np.linspace(0.0, 2.0, 5)
print(waves(x))
for r in roots(np.array([1, 4, 9, -1])):
    print(r, r.dtype)
for r in roots(np.array([2.25, -4.0], dtype=np.float32)):
    print(r, r.dtype)
for r in masks(np.array([0, 1, 2, 3]), np.array([5, 1, 2, 0])):
    print(r)
v = np.array([1.5, -2.0, np.nan, 4.0])
r = pick(v > 0, v, np.arange(4)); print(r, r.dtype)
r = pick(np.array([1, 0, 2]), np.array([1, 2, 3], dtype=np.int32), 7); print(r, r.dtype)
r = clip_neg(v); print(r, r.dtype)
try:
    pick(v > 0, v, np.arange(3.0))
except ValueError as e:
    print("ValueError:", e)
# expect: [0.         0.45127273 0.53905945 0.49536084 0.43627415]
# expect: [ 1.  2.  3. nan] float64
# expect: [ 0.  1.  3. -1.] float64
# expect: [1 2 7 3] int64
# expect: [1.5 nan] float32
# expect: [ 0. -2.] float32
# expect: [0.25 6.  ] float32
# expect: [False False  True  True]
# expect: [ True False  True  True]
# expect: [ True  True False  True]
# expect: [1.5 1.  2.  4. ] float64
# expect: [1 7 3] int64
# expect: [1.5 0.  nan 4. ] float64
# expect: ValueError: all inputs should have the same shape
# expect stderr: weft: @jit function 'waves' (waves__a1Cf8): native code
# expect stderr: weft: @jit function 'roots' (roots__a1Ci8): native code
# expect stderr: weft: @jit function 'roots' (roots__a1Cf4): native code
# expect stderr: weft: @jit function 'masks' (masks__a1Ci8_a1Ci8): native code
# expect stderr: weft: @jit function 'pick' (pick__a1Cb1_a1Cf8_a1Ci8): native code
# expect stderr: weft: @jit function 'pick' (pick__a1Ci8_a1Ci4_i8): native code
# expect stderr: weft: @jit function 'clip_neg' (clip_neg__a1Cf8): native code
# expect stderr: weft: @jit function 'pick' (pick__a1Cb1_a1Cf8_a1Cf8): native code
