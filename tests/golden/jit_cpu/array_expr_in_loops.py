# Arrays made inside loops in @njit code are native code: each pass makes a new one for the
# same variable (the last pass's is dropped, so a long loop keeps one). An array made in a loop
# and bound to a second name, and a variable rebound to a new array from its own value on each
# pass, are native code too: the second name holds a reference of its own (kir_typer_rebind.c).
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def smooth(a, n):
    s = 0.0
    for k in range(n):
        t = a * k + 1.0
        s += t.sum()
    return s

@njit
def last(a, n):
    for k in range(n):
        t = np.zeros(3) + a[k]
    return t

@njit
def rows(m):
    out = np.empty(m.shape[0])
    for i in range(m.shape[0]):
        r = np.sqrt(m[i] * m[i])
        out[i] = r.max() - np.arange(3.0)[i % 3]
    return out

@njit
def many(n):
    s = 0.0
    for i in range(n):
        v = np.arange(10.0) * i
        s += v[3]
    return s

@njit
def alias(a, n):
    first = a
    for k in range(n):
        t = a * k
        if k == 0:
            first = t
    return first

@njit
def carry(a, n):
    x = a
    for k in range(n):
        x = x * 2.0
    return x

print(smooth(np.arange(4.0), 5))
print(last(np.arange(5.0), 5))
print(rows(np.array([[1.0, -4.0], [-2.0, 0.5], [3.0, 3.0]])))
print(many(200000))
print(alias(np.arange(3.0), 4))
print(carry(np.arange(3.0), 3))
# expect: 80.0
# expect: [4. 4. 4.]
# expect: [4. 1. 1.]
# expect: 59999700000.0
# expect: [0. 0. 0.]
# expect: [ 0.  8. 16.]
# expect stderr: weft: @jit function 'smooth' (smooth__a1Cf8_i8): native code
# expect stderr: weft: @jit function 'last' (last__a1Cf8_i8): native code
# expect stderr: weft: @jit function 'rows' (rows__a2Cf8): native code
# expect stderr: weft: @jit function 'many' (many__i8): native code
# expect stderr: weft: @jit function 'alias' (alias__a1Cf8_i8): native code
# expect stderr: weft: @jit function 'carry' (carry__a1Cf8_i8): native code
