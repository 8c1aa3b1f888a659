# a.sum(), a.min(), a.max(), a.mean() of 1-D arrays and views in native @njit code, with
# Numba's result types (sum of integers and bools: int64; mean of integers: float64; min/max:
# the array's dtype), the first NaN for min/max, and Numba's errors for empty arrays.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def red(a):
    return a.sum(), a.min(), a.max(), a.mean()

@njit
def parts(a, m):
    return a[1:].sum(), a[::2].max(), m[1].min(), m[:, 0].sum()

@njit
def mean_of(a):
    return a.mean()

@njit
def low(a):
    return a.min()

@njit
def normalised(a):
    out = np.empty_like(a)
    lo = a.min()
    span = a.max() - lo
    for i in range(a.shape[0]):
        out[i] = (a[i] - lo) / span
    return out

for a in [np.arange(5.0), np.array([3, -7, 2], dtype=np.int32), np.array([1.5, 2.25], dtype=np.float32),
          np.array([1.0, np.nan, 3.0]), np.array([True, False, True]), np.array([5, 1, 9], dtype=np.uint16)]:
    r = red(a)
    print(r, [type(x).__name__ for x in r])
print(parts(np.arange(6.0), np.arange(12).reshape(3, 4)))
print(normalised(np.array([2.0, 4.0, 3.0])))
x = np.array([0.1] * 10 + [1e16, 1.0, -1e16])
print(red(x)[0], mean_of(np.array([0.1, 0.2, 0.7], dtype=np.float32)))
try:
    mean_of(np.zeros(0))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    red(np.zeros(0, dtype=np.int64))
except ValueError as e:
    print("ValueError:", e)
low(np.zeros(0))
# expect: (10.0, 0.0, 4.0, 2.0) ['float', 'float', 'float', 'float']
# expect: (-2, -7, 3, -0.6666666666666666) ['int', 'int', 'int', 'float']
# expect: (3.75, 1.5, 2.25, 1.875) ['float', 'float', 'float', 'float']
# expect: (nan, nan, nan, nan) ['float', 'float', 'float', 'float']
# expect: (2, False, True, 0.6666666666666666) ['int', 'bool', 'bool', 'float']
# expect: (15, 1, 9, 5.0) ['int', 'int', 'int', 'float']
# expect: (15.0, 4.0, 4, 12)
# expect: [0.  1.  0.5]
# expect: 0.0 0.3333333432674408
# expect: ZeroDivisionError: division by zero
# expect: ValueError: zero-size array to reduction operation minimum which has no identity
# expect runtime error: ValueError: zero-size array to reduction operation minimum which has no identity
# expect stderr: weft: @jit function 'red' (red__a1Cf8): native code
# expect stderr: weft: @jit function 'parts' (parts__a1Cf8_a2Ci8): native code
# expect stderr: weft: @jit function 'normalised' (normalised__a1Cf8): native code
