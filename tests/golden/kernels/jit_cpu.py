# @jit functions: typed per call signature, .py_func is the plain function, ints stay ints.
from numba import jit, njit

@jit(nopython=True)
def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

@njit
def mean3(a, b, c):
    return (a + b + c) / 3

print(collatz_steps(27), collatz_steps.py_func(27))
print(mean3(1, 2, 4), mean3(1.5, 2, 4))
# expect: 111 111
# expect: 2.3333333333333335 2.5
