# A store or in-place operator broadcasts a lone length-1 array (or a lower-rank one) over its
# target in @njit code (native), as Numba's setitem and in-place ufuncs do.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def spread(out, a):
    out[:] = a * 2
    out[1:] += a
    return out

print(spread(np.zeros(3), np.ones(1)))
print(spread(np.zeros((2, 3)), np.arange(3.0)))
# expect: [2. 3. 3.]
# expect: [[0. 2. 4.]
# expect:  [0. 3. 6.]]
# expect stderr: weft: @jit function 'spread' (spread__a1Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'spread' (spread__a2Cf8_a1Cf8): native code
