# float32 ** int is float32 in compiled Numba code (the product of float32 squarings), with a
# literal exponent and with an integer variable.
import numpy as np
from numba import njit

@njit
def sq(x):
    return x ** 2

@njit
def pw(x, n):
    return x ** n

x = np.float32(-2.2852635)
print(sq(x), pw(x, 3), pw(x, np.int32(-2)))
print(sq(np.float32(0.1)), pw(np.float32(1.1), 7))

# expect: 5.222429275512695 -11.934627532958984 0.19148176908493042
# expect: 0.010000000707805157 1.9487173557281494
