# np.random's legacy draws in @njit code are native code: seed, random (random_sample), rand,
# randn, standard_normal, normal(loc, scale), uniform(low, high), scalar or with a size, giving
# Numba's stream once the jitted code seeds it. The jitted code's generator is its own, as in
# Numba: np.random.seed outside jitted code does not reach it, nor do its draws move NumPy's.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def draws(n):
    np.random.seed(7)
    a = np.random.random(n)
    b = np.random.randn(n)
    c = np.random.normal(1.0, 2.0, n)
    d = np.random.uniform(-1.0, 1.0, (2, 2))
    e = np.random.rand(2, 2)
    return a, b, c, d, e, np.random.standard_normal(), np.random.normal(0, 1), np.random.random_sample()

@njit
def pi(n):
    np.random.seed(3)
    hits = 0
    for i in range(n):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y < 1.0:
            hits += 1
    return 4.0 * hits / n

@njit
def walk(n):
    x = 0.0
    for i in range(n):
        x += np.random.normal(0.0, 1.0)
    return x

np.set_printoptions(precision=6)
for v in draws(3):
    print(v)
print(pi(20000))
np.random.seed(1)
print(walk(4))
print(np.random.random())
# expect: [0.076308 0.779919 0.438409]
# expect: [ 0.093166  3.200915 -0.156989]
# expect: [0.419737 5.051543 0.997344]
# expect: [[ 0.607478 -0.238118]
# expect:  [-0.868127 -0.423709]]
# expect: [[0.909594 0.213385]
# expect:  [0.452124 0.931206]]
# expect: 0.07072914133141447
# expect: -0.33420021347565354
# expect: 0.9501295004136456
# expect: 3.1362
# expect: 2.221477827477792
# expect: 0.417022004702574
# expect stderr: weft: @jit function 'draws' (draws__i8): native code
# expect stderr: weft: @jit function 'pi' (pi__i8): native code
# expect stderr: weft: @jit function 'walk' (walk__i8): native code
