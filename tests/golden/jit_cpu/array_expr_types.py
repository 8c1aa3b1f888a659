# Elementwise array expressions in @njit code are native code (one fused loop nest) with
# Numba's result types: NumPy's first ufunc loop every operand casts to safely, a Python int
# being int64 and a float float64 there, integers casting to any float when the operands mix.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def affine(a, b):
    return a * b + 1.0

@njit
def scale(a, s):
    return a * s

@njit
def ratio(a, b):
    return a / b

@njit
def neg(a):
    return -a

@njit
def above(a, t):
    return a > t

@njit
def mixed(a, s):
    return s - a, a + s

f32 = np.array([0.5, 1.5, -2.0], dtype=np.float32)
i64 = np.array([3, -4, 5])
i32 = np.array([7, 8, -9], dtype=np.int32)
u8 = np.array([0, 1, 250], dtype=np.uint8)

for r in (affine(f32, f32), affine(i64, i64), scale(f32, 2.5), scale(f32, 3),
          scale(i32, 2), scale(i32, np.int32(2)), scale(u8, np.uint8(2)), ratio(i64, i32),
          ratio(np.array([1.0, -1.0, 0.0]), 0.0), neg(u8), neg(np.array([True, False])),
          above(i32, 7.5)):
    print(r, r.dtype)
a, b = mixed(u8, 2)
print(a, a.dtype, b, b.dtype)
a, b = mixed(i32, 0.5)
print(a, a.dtype, b, b.dtype)
# expect: [1.25 3.25 5.  ] float64
# expect: [10. 17. 26.] float64
# expect: [ 1.25  3.75 -5.  ] float64
# expect: [ 1.5  4.5 -6. ] float32
# expect: [ 14  16 -18] int64
# expect: [ 14  16 -18] int32
# expect: [  0   2 244] uint8
# expect: [ 0.42857143 -0.5        -0.55555556] float64
# expect: [ inf -inf  nan] float64
# expect: [  0 255   6] uint8
# expect: [-1  0] int8
# expect: [False  True False] bool
# expect: [   2    1 -248] int64 [  2   3 252] int64
# expect: [-6.5 -7.5  9.5] float64 [ 7.5  8.5 -8.5] float64
# expect stderr: weft: @jit function 'affine' (affine__a1Cf4_a1Cf4): native code
# expect stderr: weft: @jit function 'affine' (affine__a1Ci8_a1Ci8): native code
# expect stderr: weft: @jit function 'scale' (scale__a1Cf4_f8): native code
# expect stderr: weft: @jit function 'scale' (scale__a1Cf4_i8): native code
# expect stderr: weft: @jit function 'scale' (scale__a1Ci4_i8): native code
# expect stderr: weft: @jit function 'scale' (scale__a1Ci4_i4): native code
# expect stderr: weft: @jit function 'scale' (scale__a1Cu1_u1): native code
# expect stderr: weft: @jit function 'ratio' (ratio__a1Ci8_a1Ci4): native code
# expect stderr: weft: @jit function 'ratio' (ratio__a1Cf8_f8): native code
# expect stderr: weft: @jit function 'neg' (neg__a1Cu1): native code
# expect stderr: weft: @jit function 'neg' (neg__a1Cb1): native code
# expect stderr: weft: @jit function 'above' (above__a1Ci4_f8): native code
# expect stderr: weft: @jit function 'mixed' (mixed__a1Cu1_i8): native code
# expect stderr: weft: @jit function 'mixed' (mixed__a1Ci4_f8): native code
