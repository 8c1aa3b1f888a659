# @njit functions returning nested tuples (and taking them): every number inside comes back as
# Numba boxes it (a Python int, float or bool), small integer types computed on 64 bits.
import numpy as np
from numba import njit

@njit
def pair(a, b, c):
    return (a, (b, c))

@njit
def stats(x):
    return x * 2, (x.sum(), x.shape[0])

@njit
def unpack(t):
    a, (b, c) = t
    return a + b * c

@njit
def narrow(x):
    y = np.int32(x)
    b = np.int8(x)
    return (y + y, (b * b, np.float32(1.1))), y * np.int32(2 ** 30), -np.uint8(5)

r = pair(1, 2.5, 3)
print(r, type(r[0]), type(r[1][0]), type(r[1][1]))
r = stats(np.arange(4))
print(r, type(r[1][0]), type(r[1][1]))
print(unpack((1, (2, 3))), unpack((1.5, (2, 3))))
r = narrow(100)
print(r, [type(v).__name__ for v in (r[0][0], r[0][1][0], r[0][1][1], r[1], r[2])])
# expect: (1, (2.5, 3)) <class 'int'> <class 'float'> <class 'int'>
# expect: (array([0, 2, 4, 6]), (6, 4)) <class 'int'> <class 'int'>
# expect: 7 7.5
# expect: ((200, (10000, 1.100000023841858)), 107374182400, 251) ['int', 'int', 'float', 'int', 'int']
