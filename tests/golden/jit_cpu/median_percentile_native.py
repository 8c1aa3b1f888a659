# np.median(a) and np.percentile(a, q) of 1-D arrays in @njit code are native code: Numba's
# formulas on a sorted copy (median: the middle element or (lower + upper) / 2; percentile: its
# rank interpolation lower * (1 - m) + upper * m, which can differ from NumPy's in the last bit),
# float64 results, NaN for data with a NaN.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def med(a):
    return np.median(a)
@njit
def pct(a, q):
    return np.percentile(a, q)
for a in [np.array([3.0, 1.0, 4.0, 1.5, 9.0, 2.6, 5.0]), np.array([3.0, 1.0, 4.0, 1.5]), np.arange(7), np.arange(6), np.array([2.5]), np.array([1.0, np.nan, 3.0])]:
    r = med(a); print(r, type(r).__name__)
    for q in (0.0, 30.0, 50.0, 90.0, 100.0):
        r = pct(a, q); print(q, r, type(r).__name__)
# expect: 3.0 float
# expect: 0.0 1.0 float
# expect: 30.0 2.38 float
# expect: 50.0 3.0 float
# expect: 90.0 6.600000000000001 float
# expect: 100.0 9.0 float
# expect: 2.25 float
# expect: 0.0 1.0 float
# expect: 30.0 1.45 float
# expect: 50.0 2.25 float
# expect: 90.0 3.7 float
# expect: 100.0 4.0 float
# expect: 3.0 float
# expect: 0.0 0.0 float
# expect: 30.0 1.7999999999999998 float
# expect: 50.0 3.0 float
# expect: 90.0 5.4 float
# expect: 100.0 6.0 float
# expect: 2.5 float
# expect: 0.0 0.0 float
# expect: 30.0 1.5 float
# expect: 50.0 2.5 float
# expect: 90.0 4.5 float
# expect: 100.0 5.0 float
# expect: 2.5 float
# expect: 0.0 2.5 float
# expect: 30.0 2.5 float
# expect: 50.0 2.5 float
# expect: 90.0 2.5 float
# expect: 100.0 2.5 float
# expect: nan float
# expect: 0.0 nan float
# expect: 30.0 nan float
# expect: 50.0 nan float
# expect: 90.0 nan float
# expect: 100.0 nan float
# expect stderr: weft: @jit function 'med' (med__a1Cf8): native code
# expect stderr: weft: @jit function 'pct' (pct__a1Cf8_f8): native code
# expect stderr: weft: @jit function 'med' (med__a1Ci8): native code
# expect stderr: weft: @jit function 'pct' (pct__a1Ci8_f8): native code
