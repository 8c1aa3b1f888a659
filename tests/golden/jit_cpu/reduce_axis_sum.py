# Sums along an axis in @njit code, the forms Numba 0.56 has (method or np.sum, axis by
# position or keyword, negative counting from the end), natively. Each element adds the values
# along the axis one after another from zero (Numba's `result += a[..., i, ...]`), integers
# widened to int64. (argmin/argmax along an axis: reduce_axis_arg.py; the two are apart so
# that the oracle's compile time of each stays short.)
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def sums(a):
    return np.sum(a, axis=0), a.sum(axis=1), np.sum(a, -1), a.sum(0)

@njit
def sum3(a):
    return a.sum(axis=0), np.sum(a, axis=1), a.sum(2)

@njit
def expr_axis(a, b):
    return (a * b + 1.0).sum(axis=1)

x = np.array([[0.1, 0.2, 0.3, 1e16], [0.7, -0.2, 1.0, -1e16], [0.3, 0.3, 0.3, 1.0]])
for r in sums(x):
    print(r.dtype, [float.hex(float(v)) for v in r])
for r in sums(x[::-1, 1:3]):
    print(r.tolist())
i32 = np.array([[2**31 - 1, 5], [1, -7]], dtype=np.int32)
for r in sums(i32):
    print(r, r.dtype)
c3 = np.arange(24.0).reshape(2, 3, 4) ** 1.5
for r in sum3(c3):
    print(r.shape, r.sum())
print(expr_axis(x, 2.0))
# expect: float64 ['0x1.1999999999999p+0', '0x1.3333333333333p-2', '0x1.999999999999ap+0', '0x1.0000000000000p+0']
# expect: float64 ['0x1.1c37937e08000p+53', '-0x1.1c37937e07fffp+53', '0x1.e666666666666p+0']
# expect: float64 ['0x1.1c37937e08000p+53', '-0x1.1c37937e07fffp+53', '0x1.e666666666666p+0']
# expect: float64 ['0x1.1999999999999p+0', '0x1.3333333333333p-2', '0x1.999999999999ap+0', '0x1.0000000000000p+0']
# expect: [0.3, 1.6]
# expect: [0.6, 0.8, 0.5]
# expect: [0.6, 0.8, 0.5]
# expect: [0.3, 1.6]
# expect: [2147483648         -2] int64
# expect: [2147483652         -6] int64
# expect: [2147483652         -6] int64
# expect: [2147483648         -2] int64
# expect: (3, 4) 1070.5240113105895
# expect: (2, 4) 1070.5240113105892
# expect: (2, 3) 1070.5240113105895
# expect: [ 2.0e+16 -2.0e+16  7.8e+00]
# expect stderr: weft: @jit function 'sums' (sums__a2Cf8): native code
# expect stderr: weft: @jit function 'sums' (sums__a2Ci4): native code
# expect stderr: weft: @jit function 'sum3' (sum3__a3Cf8): native code
# expect stderr: weft: @jit function 'expr_axis' (expr_axis__a2Cf8_f8): native code
