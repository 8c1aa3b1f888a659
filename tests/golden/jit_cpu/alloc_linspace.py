# np.linspace(start, stop[, num]) in @njit code runs as native code, computed as Numba's
# implementation does (start + i * step, the last item stop itself), which is NumPy's result
# too on these values; a negative num is np.empty's ValueError.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def grid(a, b, n):
    return np.linspace(a, b, n)

@njit
def default_num():
    x = np.linspace(0, 1)
    return x.size, (x * x).sum()

for args in [(0.0, 1.0, 11), (1, 5, 4), (-2.5, 3.3, 7), (0.0, 1.0, 1), (0.0, 1.0, 0), (0.1, 0.7, 13)]:
    r = grid(*args)
    print(r.tolist() == np.linspace(*args).tolist(), r[:3])
print(default_num())
try:
    grid(0.0, 1.0, -1)
except ValueError as e:
    print(e)
# expect: True [0.  0.1 0.2]
# expect: True [1.         2.33333333 3.66666667]
# expect: True [-2.5        -1.53333333 -0.56666667]
# expect: True [0.]
# expect: True []
# expect: True [0.1  0.15 0.2 ]
# expect: (50, 16.83673469387755)
# expect: negative dimensions not allowed
# expect stderr: weft: @jit function 'grid' (grid__f8_f8_i8): native code
# expect stderr: weft: @jit function 'default_num' (default_num_): native code
