# ** in @njit array expressions (native) computes each element as Numba's scalar code does
# (x ** 3 is x * (x * x), an integer power by squaring, a float 0.0 ** -1 its
# ZeroDivisionError), then converts to the type NumPy's power loop gives.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def powers(a, b):
    return a ** 2, a ** 3, (a - 1) ** b, 2.0 ** a, np.sqrt(a ** 2 + b ** 2)

@njit
def inverse(a):
    return a ** -1

def show(*args):
    try:
        for r in powers(*args):
            print(r, r.dtype)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)

show(np.array([0.1, 1.7, -3.3]), np.array([2.0, 0.5, 3.0]))
show(np.array([1.1, 2.2, 3.3], dtype=np.float32), 3)
show(np.array([1, 2, 3]), np.array([3, 0, 2]))
show(np.array([4, 5], dtype=np.int32), np.array([2, 1], dtype=np.int32))
print(inverse(np.array([1, 2, -1])))
print(inverse(np.array([0.5, 4.0])))
try:
    inverse(np.array([2.0, 0.0]))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
# expect: [1.000e-02 2.890e+00 1.089e+01] float64
# expect: [ 1.0000e-03  4.9130e+00 -3.5937e+01] float64
# expect: [  0.81         0.83666003 -79.507     ] float64
# expect: [1.07177346 3.24900959 0.10153155] float64
# expect: [2.00249844 1.77200451 4.45982062] float64
# expect: [ 1.21      4.84     10.889999] float32
# expect: [ 1.3310001 10.648001  35.936996 ] float32
# expect: [1.0000007e-03 1.7280002e+00 1.2166999e+01] float32
# expect: [2.14354696 4.59479357 9.84915498] float64
# expect: [3.1953092 3.720215  4.4598207] float32
# expect: [1 4 9] int64
# expect: [ 1  8 27] int64
# expect: [0 1 4] int64
# expect: [2. 4. 8.] float64
# expect: [3.16227766 2.         3.60555128] float64
# expect: [16 25] int64
# expect: [ 64 125] int64
# expect: [9 4] int64
# expect: [16. 32.] float64
# expect: [4.47213595 5.09901951] float64
# expect: [ 1  0 -1]
# expect: [2.   0.25]
# expect: ZeroDivisionError: division by zero
# expect stderr: weft: @jit function 'powers' (powers__a1Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'powers' (powers__a1Cf4_i8): native code
# expect stderr: weft: @jit function 'powers' (powers__a1Ci8_a1Ci8): native code
# expect stderr: weft: @jit function 'powers' (powers__a1Ci4_a1Ci4): native code
# expect stderr: weft: @jit function 'inverse' (inverse__a1Ci8): native code
# expect stderr: weft: @jit function 'inverse' (inverse__a1Cf8): native code
