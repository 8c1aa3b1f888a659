# Reductions in @njit code (native): sum, prod, min, max, mean, var, std, argmin, argmax as
# methods and np.* functions, of N-D arrays, views and array expressions (no temporary), in
# Numba's element order and types; empty arrays raise Numba's errors.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def stats(a):
    return a.sum(), np.prod(a), a.min(), np.max(a), a.mean(), a.var(), np.std(a), np.argmin(a), a.argmax()

@njit
def energy(a, b):
    return np.sum(a * a + b * b), (a - b).max(), np.mean(np.sqrt(a * a))

@njit
def dot(a, b):
    return (a * b).sum()

m = np.array([[0.1, 0.7, -0.3], [1e16, 1.0, -1e16]])
for a in (m, m.T, m[:, ::-1], np.array([[3, -1], [4, 2]], dtype=np.int32), np.array([1.5, 2.5, 4.0], dtype=np.float32),
          np.array([2.0, np.nan, -1.0]), np.array([[True, False], [True, True]])):
    print(stats(a))
print(energy(np.arange(6.0).reshape(2, 3), np.ones(3)))
print(dot(np.linspace(0.0, 1.0, 7), np.linspace(1.0, 2.0, 7)))
for f in (lambda: stats(np.zeros((0, 3))), lambda: np.argmax(np.zeros(0))):
    try:
        f()
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)
# expect: (0.0, 2.0999999999999997e+30, -1e+16, 1e+16, 0.0, 3.3333333333333334e+31, 5773502691896258.0, 5, 3)
# expect: (0.0, 2.0999999999999997e+30, -1e+16, 1e+16, 0.0, 3.3333333333333334e+31, 5773502691896258.0, 5, 1)
# expect: (0.0, 2.1e+30, -1e+16, 1e+16, 0.0, 3.3333333333333334e+31, 5773502691896258.0, 3, 5)
# expect: (8, -24, -1, 4, 2.0, 3.5, 1.8708286933869707, 1, 2)
# expect: (8.0, 15.0, 1.5, 4.0, 2.6666667461395264, 1.0555555820465088, 1.027402400970459, 0, 2)
# expect: (nan, nan, nan, nan, nan, nan, nan, 1, 1)
# expect: (3, 0, False, True, 0.75, 0.1875, 0.4330127018922193, 1, 0)
# expect: (61.0, 4.0, 2.5)
# expect: 6.027777777777778
# expect: ValueError: zero-size array to reduction operation minimum which has no identity
# expect: ValueError: attempt to get argmax of an empty sequence
# expect stderr: weft: @jit function 'stats' (stats__a2Cf8): native code
# expect stderr: weft: @jit function 'stats' (stats__a2Af8): native code
# expect stderr: weft: @jit function 'stats' (stats__a2Af8): native code
# expect stderr: weft: @jit function 'stats' (stats__a2Ci4): native code
# expect stderr: weft: @jit function 'stats' (stats__a1Cf4): native code
# expect stderr: weft: @jit function 'stats' (stats__a1Cf8): native code
# expect stderr: weft: @jit function 'stats' (stats__a2Cb1): native code
# expect stderr: weft: @jit function 'energy' (energy__a2Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'dot' (dot__a1Cf8_a1Cf8): native code
