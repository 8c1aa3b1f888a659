# Without a C compiler, one warning line, and @jit functions run in the simulator with the same
# results.
# env: WEFT_JIT=native WEFT_CC=/nonexistent/cc
from numba import njit

@njit
def f(n):
    t = 0
    for i in range(n):
        t += i * i
    return t

@njit
def g(x):
    return x / 3

print(f(10), g(1.0))
# expect: 285 0.3333333333333333
# expect stderr: weft: warning: no C compiler (/nonexistent/cc: No such file or directory): @jit functions run in the simulator
