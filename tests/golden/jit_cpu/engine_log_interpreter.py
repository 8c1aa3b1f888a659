# WEFT_JIT_LOG=1 also says which @jit functions the interpreter runs and why: the typer's
# reason with its line, or the argument the compiled code cannot take (once a function).
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def scale(a, b):
    for i in range(a.shape[0]):
        b[i] = a[i] * 2
    if a[0] > 0:
        return b
    return b[1:]

@njit
def nested(t):
    return t[0][1] + t[1][0]

@njit
def tuple_of_arrays(t):
    a, b = t
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i] * b[i]
    return s

a = np.arange(4.0)
print(scale(a, np.zeros(4)))
print(nested(((1, 2), (3, 4))), nested(((1, 2), (3, 5))))
print(tuple_of_arrays((a, a)))
# expect: [2. 4. 6.]
# expect: 5 5
# expect: 14.0
# expect stderr: weft: @jit function 'scale' (array(float64, 1d, C), array(float64, 1d, C)): runs in the interpreter: line 13: returns of a view and of a whole array in one place are not compiled yet
# expect stderr: weft: @jit function 'nested' (its arguments): runs in the interpreter: a tuple passed to a compiled function may hold only numbers, bools and arrays (item 0 is a tuple)
# expect stderr: weft: @jit function 'tuple_of_arrays' (tuple_of_arrays__a1Cf8_a1Cf8): native code
