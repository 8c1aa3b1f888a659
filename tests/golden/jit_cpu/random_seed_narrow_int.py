# random.seed(n) in @njit code with n of a narrower integer type (np.int32) is native code: the
# seed's conversion to int64 comes before the seeding (it came after it, and the C compile
# failed with a warning on stderr).
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np, random
from numba import njit
@njit
def f(s):
    random.seed(s)
    return random.random()
print(f(np.int32(5)), f(5))
# expect: 0.22199317108973948 0.22199317108973948
# expect stderr: weft: @jit function 'f' (f__i4): native code
# expect stderr: weft: @jit function 'f' (f__i8): native code
