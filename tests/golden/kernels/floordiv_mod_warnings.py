# // and % by zero in a kernel under the simulator, whose NumPy scalars warn: integers divide
# by zero (the result 0), int8's -128 // -1 overflows in int8 (NumPy's type, where Numba's
# compiled code works in int64), floats give divide by zero or invalid value. NumPy's scalar
# math says "scalar floor_divide"; an int32 beside a Python int, or a float32 beside a Python
# float, goes through its ufunc, which says "floor_divide".
import os
import sys
import warnings

import numpy as np
from numba import cuda


class Shown:
    def write(self, text):
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""), end="")

    def flush(self):
        pass


@cuda.jit
def ints(a, b, q, r):
    i = cuda.grid(1)
    q[i] = a[i] // b[i]
    r[i] = a[i] % b[i]


@cuda.jit
def literals(a, q, f):
    i = cuda.grid(1)
    q[i] = a[i] // 0
    f[i] = a[i] / 0.0


sys.stderr = Shown()
warnings.simplefilter("always")
for dt in (np.int8, np.uint8, np.int32, np.int64):
    a = np.array([7, 0, np.iinfo(dt).min, -7 if dt != np.uint8 else 9], dt)
    b = np.array([0, 2, -1 if dt != np.uint8 else 3, 2], dt)
    q, r = np.zeros(4, dt), np.zeros(4, dt)
    print("--", dt.__name__)
    ints[4, 1](a, b, q, r)
    print(q, r)
print("-- float64")
a = np.array([7.0, 0.0, np.inf, -7.5])
b = np.array([0.0, 0.0, 2.0, 2.0])
q, r = np.zeros(4), np.zeros(4)
ints[4, 1](a, b, q, r)
print(q, r)
print("-- literals")
a = np.array([5, 0], np.int32)
q = np.zeros(2, np.int32)
f = np.zeros(2)
literals[2, 1](a, q, f)
print(q, f)
literals[2, 1](a.astype(np.float32), q.astype(np.float32), f.astype(np.float32))
# expect: -- int8
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: floordiv_mod_warnings.py:26: RuntimeWarning: divide by zero encountered in scalar remainder
# expect:   r[i] = a[i] % b[i]
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: overflow encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: [   0    0 -128   -4] [0 0 0 1]
# expect: -- uint8
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: floordiv_mod_warnings.py:26: RuntimeWarning: divide by zero encountered in scalar remainder
# expect:   r[i] = a[i] % b[i]
# expect: [0 0 0 4] [0 0 0 1]
# expect: -- int32
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: floordiv_mod_warnings.py:26: RuntimeWarning: divide by zero encountered in scalar remainder
# expect:   r[i] = a[i] % b[i]
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: overflow encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: [          0           0 -2147483648          -4] [0 0 0 1]
# expect: -- int64
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: floordiv_mod_warnings.py:26: RuntimeWarning: divide by zero encountered in scalar remainder
# expect:   r[i] = a[i] % b[i]
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: overflow encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: [                   0                    0 -9223372036854775808
# expect:                    -4] [0 0 0 1]
# expect: -- float64
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: floordiv_mod_warnings.py:26: RuntimeWarning: invalid value encountered in scalar remainder
# expect:   r[i] = a[i] % b[i]
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: invalid value encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: floordiv_mod_warnings.py:26: RuntimeWarning: invalid value encountered in scalar remainder
# expect:   r[i] = a[i] % b[i]
# expect: floordiv_mod_warnings.py:25: RuntimeWarning: invalid value encountered in scalar floor_divide
# expect:   q[i] = a[i] // b[i]
# expect: floordiv_mod_warnings.py:26: RuntimeWarning: invalid value encountered in scalar remainder
# expect:   r[i] = a[i] % b[i]
# expect: [inf nan nan -4.] [nan nan nan 0.5]
# expect: -- literals
# expect: floordiv_mod_warnings.py:32: RuntimeWarning: divide by zero encountered in floor_divide
# expect:   q[i] = a[i] // 0
# expect: floordiv_mod_warnings.py:33: RuntimeWarning: divide by zero encountered in divide
# expect:   f[i] = a[i] / 0.0
# expect: floordiv_mod_warnings.py:32: RuntimeWarning: divide by zero encountered in floor_divide
# expect:   q[i] = a[i] // 0
# expect: floordiv_mod_warnings.py:33: RuntimeWarning: invalid value encountered in divide
# expect:   f[i] = a[i] / 0.0
# expect: [0 0] [inf nan]
# expect: floordiv_mod_warnings.py:32: RuntimeWarning: divide by zero encountered in floor_divide
# expect:   q[i] = a[i] // 0
# expect: floordiv_mod_warnings.py:33: RuntimeWarning: divide by zero encountered in divide
# expect:   f[i] = a[i] / 0.0
# expect: floordiv_mod_warnings.py:32: RuntimeWarning: invalid value encountered in floor_divide
# expect:   q[i] = a[i] // 0
# expect: floordiv_mod_warnings.py:33: RuntimeWarning: invalid value encountered in divide
# expect:   f[i] = a[i] / 0.0
