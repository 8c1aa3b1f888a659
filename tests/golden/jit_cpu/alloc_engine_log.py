# WEFT_JIT_LOG=1: an @njit function that allocates and returns arrays is native code (inside a
# loop too), one that returns a view too; one that also prints (the simulator's) runs in the
# interpreter, with the reason, and gives Numba's results.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def double(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] * 2
    return out

@njit
def noisy(n):
    a = np.zeros(n)
    print("n =", n)
    return a

@njit
def in_loop(n):
    s = 0.0
    for i in range(n):
        t = np.ones(3)
        s += t[0] * i
    return s

@njit
def view(a):
    return a[1:]

print(double(np.arange(3.0)))
print(noisy(2))
print(in_loop(4))
print(view(np.arange(4.0)))
# expect: [0. 2. 4.]
# expect: n = 2
# expect: [0. 0.]
# expect: 6.0
# expect: [1. 2. 3.]
# expect stderr: weft: @jit function 'double' (double__a1Cf8): native code
# expect stderr: weft: @jit function 'noisy' (int64): runs in the interpreter: it uses array operations only native code has (allocation, reductions)
# expect stderr: weft: @jit function 'in_loop' (in_loop__i8): native code
# expect stderr: weft: @jit function 'view' (view__a1Cf8): native code
