# A name bound to a rebound array variable's array keeps that array when the variable is bound
# to a new one, as in Numba (each holds a reference): `x_old = x` before `x = step(x)`, a view
# `row = u[1]` and a reshape taken before `u = u * 2`, a tuple of arrays unpacked. A variable
# bound back to its argument returns the argument itself.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def newton_sqrt(v, tol):
    x = v.copy()
    it = 0
    while True:
        x_old = x
        x = 0.5 * (x + v / x)
        it += 1
        if np.abs(x - x_old).max() < tol:
            break
    return x, it

@njit
def kept_views(n):
    u = np.ones((2, 3))
    s = 0.0
    for k in range(n):
        row = u[1]
        flat = u.reshape(6)
        u = u * 2.0
        s += row[0] + flat[5] + u[1, 0]
    return s

@njit
def back_to_arg(a, n):
    x = a
    for i in range(n):
        if i % 2 == 0:
            x = a
        else:
            x = x * 1.0
    return x

@njit
def fib_arrays(n):
    a = np.zeros(2)
    b = np.ones(2)
    for i in range(n):
        a, b = b, a + b
    return a

x, it = newton_sqrt(np.array([2.0, 9.0, 10.0]), 1e-12)
print(x, it)
print(kept_views(3))
a = np.arange(3.0)
r = back_to_arg(a, 3)
print(r, r is a)
r = back_to_arg(a, 4)
print(r, r is a)
print(fib_arrays(10))
# expect: [1.41421356 3.         3.16227766] 7
# expect: 28.0
# expect: [0. 1. 2.] True
# expect: [0. 1. 2.] False
# expect: [55. 55.]
# expect stderr: weft: @jit function 'newton_sqrt' (newton_sqrt__a1Cf8_f8): native code
# expect stderr: weft: @jit function 'kept_views' (kept_views__i8): native code
# expect stderr: weft: @jit function 'back_to_arg' (back_to_arg__a1Cf8_i8): native code
# expect stderr: weft: @jit function 'fib_arrays' (fib_arrays__i8): native code
