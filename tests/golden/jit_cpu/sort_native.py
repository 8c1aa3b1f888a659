# np.sort(a) of a 1-D array, view or expression (a sorted C copy) and a.sort() of a whole C 1-D
# array (in place) in @njit code are native code: NaNs last, as NumPy and Numba sort them.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def s1(a):
    return np.sort(a)
@njit
def s2(a):
    b = a.copy()
    b.sort()
    return b
@njit
def s3(a):
    a.sort()
    return a[0], a[-1]
@njit
def med(a):
    s = np.sort(a)
    n = len(s)
    return s[n // 2] if n % 2 == 1 else 0.5 * (s[n // 2 - 1] + s[n // 2])
rng = np.random.RandomState(3)
x = rng.rand(50)
print(np.array_equal(s1(x), np.sort(x)), s1(x)[:3], s2(x)[-3:])
print(s1(np.array([3.0, np.nan, 1.0, -np.inf, 2.0, np.nan, 0.5])))
print(s1(np.array([5, -2, 7, 0, 3, 3, -9])), s1(np.array([True, False, True])), s1(np.arange(40, dtype=np.uint8)[::-3]))
print(s1(x[::-2] * 2)[:2], s1(np.array([2.5, 1.5], dtype=np.float32)))
y = rng.randint(0, 1000, 1000)
print(s3(y), np.all(y[:-1] <= y[1:]))
print(med(x), np.median(x))
# expect: True [0.02398188 0.02987621 0.0514672 ] [0.90283411 0.93638365 0.97599542]
# expect: [-inf  0.5  1.   2.   3.   nan  nan]
# expect: [-9 -2  0  3  3  5  7] [False  True  True] [ 0  3  6  9 12 15 18 21 24 27 30 33 36 39]
# expect: [0.18443402 0.31373548] [1.5 2.5]
# expect: (2, 999) True
# expect: 0.4477159595862916 0.4477159595862916
# expect stderr: weft: @jit function 's1' (s1__a1Cf8): native code
# expect stderr: weft: @jit function 's2' (s2__a1Cf8): native code
# expect stderr: weft: @jit function 's1' (s1__a1Ci8): native code
# expect stderr: weft: @jit function 's1' (s1__a1Cb1): native code
# expect stderr: weft: @jit function 's1' (s1__a1Au1): native code
# expect stderr: weft: @jit function 's1' (s1__a1Cf4): native code
# expect stderr: weft: @jit function 's3' (s3__a1Ci8): native code
# expect stderr: weft: @jit function 'med' (med__a1Cf8): native code
