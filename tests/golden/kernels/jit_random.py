# no-cross-check: in Weft random.random() inside @jit draws from Python's own stream (Numba keeps a separate one)
import random
from numba import jit

@jit(nopython=True)
def draws(n):
    s = 0.0
    for i in range(n):
        s += random.random()
    return s

random.seed(42)
a = draws(5)
random.seed(42)
b = sum([random.random() for _ in range(5)])
print(a == b, 0.0 < a < 5.0)
# expect: True True
