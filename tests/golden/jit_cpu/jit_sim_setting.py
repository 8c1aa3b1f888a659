# WEFT_JIT=sim (--jit=sim) runs every @jit function in the simulator: nothing is compiled.
# env: WEFT_JIT=sim WEFT_JIT_LOG=1 WEFT_CC=/nonexistent/cc
from numba import njit

@njit
def f(a, b):
    return (a * b) // 7

print(f(100, 3), f(-100, 3))
# expect: 42 -43
