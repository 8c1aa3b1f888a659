# raise in a kernel or device function (a builtin exception class, a constant message or none):
# the launch raises the first raising thread's exception as Numba's simulator words it,
# 'tid=[x, y, z] ctaid=[x, y, z]: message' (no colon without one; a KeyError shows its repr).
import numpy as np
from numba import cuda, jit

@cuda.jit(device=True)
def checked_sqrt(x):
    if x < 0:
        raise ValueError("square root of a negative number")
    return x ** 0.5

@cuda.jit
def roots(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = checked_sqrt(a[i])

@cuda.jit
def bare(a):
    i = cuda.grid(1)
    if i == 2:
        raise RuntimeError
    a[i] = 1

@cuda.jit
def empty_call(a):
    i, j = cuda.grid(2)
    if i == 1 and j == 3:
        raise KeyError()

@jit
def host_side(x):
    if x < 0:
        raise ValueError("negative")
    return x

a = np.array([4.0, 9.0, 16.0])
out = np.zeros(3)
roots[1, 4](a, out)
print(out)
for fn, args, cfg in [(roots, (np.array([1.0, -4.0]), out), (1, 2)),
                      (bare, (np.zeros(4),), (1, 4)),
                      (empty_call, (np.zeros(1),), ((2, 2), (1, 2)))]:
    try:
        fn[cfg](*args)
    except Exception as e:
        print(type(e).__name__, e)
print(host_side(3))
try:
    host_side(-1)
except ValueError as e:
    print('host', e)
a = np.array([1.0, -1.0])
roots[1, 2](a, out)
# expect: [2. 3. 4.]
# expect: ValueError tid=[1, 0, 0] ctaid=[0, 0, 0]: square root of a negative number
# expect: RuntimeError tid=[2, 0, 0] ctaid=[0, 0, 0]
# expect: KeyError 'tid=[0, 1, 0] ctaid=[1, 1, 0]'
# expect: 3
# expect: host negative
# expect runtime error: ValueError: tid=[1, 0, 0] ctaid=[0, 0, 0]: square root of a negative number
