# np.random.randint(high), (low, high) and (low, high, size) in @njit code are native code with
# Numba's stream: its _randrange_impl on NumPy's legacy state (the low bits of 32-bit words,
# the high word first above 32 bits, redrawn until below high - low), and its ValueError for an
# empty range.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def f(n):
    np.random.seed(2)
    a = np.random.randint(0, 10, n)
    b = np.random.randint(5)
    c = np.random.randint(-3, 3)
    d = np.random.randint(0, 2**40)
    e = np.random.randint(1, 2)
    g = np.random.randint(0, 1000, (2, 3))
    s = 0
    for i in range(1000):
        s += np.random.randint(1, 7)
    return a, b, c, d, e, g, s
print(f(5))
@njit
def bad(a, b):
    return np.random.randint(a, b)
try:
    bad(5, 5)
except Exception as e:
    print(type(e).__name__, e)
# expect: (array([8, 8, 6, 2, 8]), 2, -2, 411023485515, 1, array([[725,  47, 831],
# expect:        [287, 730, 404]]), 3450)
# expect: ValueError empty range for randrange()
# expect stderr: weft: @jit function 'f' (f__i8): native code
# expect stderr: weft: @jit function 'bad' (bad__i8_i8): native code
