# Array // and % in @njit code: compiled natively, NumPy's error model (x // 0 is 0 for integers,
# inf or nan for floats; no ZeroDivisionError), Python's signs for negatives.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit


@njit
def fdiv(a, b):
    return a // b


@njit
def fmod(a, b):
    return a % b


@njit
def mixed(a):
    return (a // 3) * 10 + a % -4


@njit
def into(out, a, b):
    out[:] = a % b + a // b


ai = np.array([7, -7, 7, -7, 5, 0, -1, 9223372036854775807, -9223372036854775808], dtype=np.int64)
bi = np.array([2, 2, -2, -2, 0, 0, 3, -1, -1], dtype=np.int64)
print(fdiv(ai, bi))
print(fmod(ai, bi))
af = np.array([7.5, -7.5, 7.5, -7.5, 1.0, 0.0, 4.0, -4.0, -0.0, np.inf, 3.0])
bf = np.array([2.0, 2.0, -2.0, -2.0, 0.0, 0.0, -2.0, 2.0, 5.0, 2.0, np.inf])
print(fdiv(af, bf))
print(fmod(af, bf))
a32 = np.array([7, -7, 100, -100], dtype=np.int32)
r = fdiv(a32, np.int32(3))
print(r, r.dtype)
r = fmod(a32, 3)
print(r, r.dtype)
u8 = np.array([200, 7, 0], dtype=np.uint8)
r = fdiv(u8, np.array([3, 0, 5], dtype=np.uint8))
print(r, r.dtype)
f32 = np.array([7.5, -7.5, 1.0], dtype=np.float32)
r = fmod(f32, np.float32(2.0))
print(r, r.dtype)
r = fdiv(ai, 2.5)
print(r, r.dtype)
print(mixed(np.arange(-6, 6)))
out = np.zeros(4)
into(out, np.array([5.0, -5.0, 5.5, -5.5]), 2.0)
print(out)
# expect: [                   3                   -4                   -4
# expect:                     3                    0                    0
# expect:                    -1 -9223372036854775807                    0]
# expect: [ 1  1 -1 -1  0  0  2  0  0]
# expect: [ 3. -4. -4.  3. inf nan -2. -2. -0. nan  0.]
# expect: [ 1.5  0.5 -0.5 -1.5  nan  nan -0.   0.   0.   nan  3. ]
# expect: [  2  -3  33 -34] int32
# expect: [1 2 1 2] int64
# expect: [66  0  0] uint8
# expect: [1.5 0.5 1. ] float32
# expect: [ 2.00000000e+00 -3.00000000e+00  2.00000000e+00 -3.00000000e+00
# expect:   2.00000000e+00  0.00000000e+00 -1.00000000e+00  3.68934881e+18
# expect:  -3.68934881e+18] float64
# expect: [-22 -21 -20 -13 -12 -11   0  -3  -2   9  10   7]
# expect: [ 3.  -2.   3.5 -2.5]
# expect stderr: weft: @jit function 'fdiv' (fdiv__a1Ci8_a1Ci8): native code
# expect stderr: weft: @jit function 'fmod' (fmod__a1Ci8_a1Ci8): native code
# expect stderr: weft: @jit function 'mixed' (mixed__a1Ci8): native code
