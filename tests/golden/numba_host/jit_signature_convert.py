# @jit with declared signatures compiles only those: arguments convert to the best one
# (int32 -> int64, uint64 -> float64), and a declared return type converts the result.
import numpy as np
from numba import njit, jit, float32, float64, void

@njit("float64(float32[:], float32)")
def f(a, x):
    return a[0] + x / 3

@njit(["int64(int64)", "float64(float64)"])
def g(x):
    return x * 2

@jit(void(float32[:], float32))
def h(a, x):
    a[0] = x / 3

@njit("int32(float64)")
def trunc(x):
    return x * 2

print(f(np.ones(4, np.float32), 1))
print(g(3), g(2.5), g(np.int32(4)), g(np.float32(1.5)), g(np.uint64(3)))
a = np.ones(2, np.float32)
h(a, 1)
print(a)
print(trunc(2.75))
# expect: 1.3333333333333333
# expect: 6 5.0 8 3.0 6.0
# expect: [0.33333334 1.        ]
# expect: 5
