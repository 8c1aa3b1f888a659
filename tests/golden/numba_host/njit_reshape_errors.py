# A reshape to another size inside @njit code raises Numba's ValueError messages (plain
# Python keeps NumPy's).
from numba import njit
import numpy as np

@njit
def r1(a):
    return a.reshape((4, 4))

@njit
def r2(a):
    return a.reshape(4, 4)

@njit
def r3(a):
    return np.reshape(a, (-1, 4))

@njit
def r4(a):
    return a.reshape((-1, -1))

for f in (r1, r2, r3, r4):
    try:
        f(np.arange(6))
    except ValueError as e:
        print(e)
try:
    np.arange(6).reshape(4, 4)
except ValueError as e:
    print(e)
print(r3(np.arange(8)))
r1(np.arange(15))

# expect: total size of new array must be unchanged
# expect: total size of new array must be unchanged
# expect: total size of new array must be unchanged
# expect: multiple negative shape values
# expect: cannot reshape array of size 6 into shape (4,4)
# expect: [[0 1 2 3]
# expect:  [4 5 6 7]]
# expect runtime error: ValueError: total size of new array must be unchanged
