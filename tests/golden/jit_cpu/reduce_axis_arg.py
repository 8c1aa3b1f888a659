# argmin/argmax along an axis in @njit code, the forms Numba 0.56 has (function or method,
# axis by position or keyword, negative counting from the end), natively: int64 indices, the
# first NaN's when there is one; an axis of length 0 is Numba's ZeroDivisionError.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def args(a):
    return np.argmax(a, axis=1), a.argmin(axis=0), a.argmax(0), np.argmin(a, -1)

@njit
def args3(a):
    return a.argmax(axis=1), np.argmin(a, 2)

@njit
def argmax1(a):
    return a.argmax(axis=1)

c3 = np.arange(24.0).reshape(2, 3, 4) ** 1.5
n = np.array([[1.0, 5.0, 5.0, np.nan], [3.0, 2.0, 2.0, 1.0], [np.nan, 9.0, np.nan, 0.0]])
for r in args(n):
    print(r, r.dtype)
for r in args3(c3[:, ::-1, :]):
    print(r.tolist())
print(argmax1(np.zeros((0, 3))))
for shape in ((3, 0), (0, 0)):
    try:
        argmax1(np.zeros(shape))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
# expect: [3 0 0] int64
# expect: [2 1 2 0] int64
# expect: [2 2 2 0] int64
# expect: [3 3 0] int64
# expect: [[0, 0, 0, 0], [0, 0, 0, 0]]
# expect: [[0, 0, 0], [0, 0, 0]]
# expect: []
# expect: ZeroDivisionError: integer modulo by zero
# expect: ZeroDivisionError: integer modulo by zero
# expect stderr: weft: @jit function 'args' (args__a2Cf8): native code
# expect stderr: weft: @jit function 'argmax1' (argmax1__a2Cf8): native code
