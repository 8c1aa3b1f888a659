# np.percentile in @njit code (native): Numba's heuristics for infinities at q = 0 and q = 100
# and its ValueError for q outside [0, 100].
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def pct(a, q):
    return np.percentile(a, q)
for a in [np.array([1.0, np.inf, 3.0]), np.array([-np.inf, 1.0, 3.0]), np.array([np.inf, -np.inf]), np.array([-np.inf, -np.inf, 2.0]), np.array([np.inf, 5.0]), np.array([np.inf, np.inf, 1.0])]:
    print([pct(a, q) for q in (0.0, 25.0, 100.0)])
for q in (-1.0, 101.0):
    try:
        pct(np.arange(3.0), q)
    except ValueError as e:
        print("ValueError", e)
# expect: [1.0, 2.0, nan]
# expect: [-inf, -inf, 3.0]
# expect: [nan, nan, nan]
# expect: [nan, -inf, 2.0]
# expect: [nan, inf, nan]
# expect: [nan, inf, nan]
# expect: ValueError Percentiles must be in the range [0, 100]
# expect: ValueError Percentiles must be in the range [0, 100]
# expect stderr: weft: @jit function 'pct' (pct__a1Cf8_f8): native code
