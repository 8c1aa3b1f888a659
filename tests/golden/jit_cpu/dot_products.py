# np.dot, a.dot(b) and a @ b of float arrays in @njit code run as native code: vector * vector
# is a number of the arrays' dtype, matrix * vector, vector * matrix and matrix * matrix new C
# arrays; F-ordered, transposed and strided operands too (Numba warns of these last). The values are Weft's NumPy's, bit for bit
# (each element summed in k order), whichever tier runs the function.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit, jit

@njit
def dot(a, b):
    return np.dot(a, b)

@njit
def mat(a, b):
    return a @ b

@njit
def method_sum(a, b):
    y = a.dot(b)
    return y.sum(), y[0]

def same(a, b):
    return np.dot(a, b)

interp = jit(forceobj=True)(same)

A = np.arange(12.0).reshape(3, 4) / 7
x = np.arange(4.0) / 3
B = np.linspace(-1.0, 1.0, 8).reshape(4, 2)
print(dot(x, x))
print(dot(A, x))
print(mat(x, B))
print(mat(A, B))
print(dot(A.T, A).shape, dot(np.asfortranarray(A), B).flags.c_contiguous)
print(method_sum(A, x))
f32 = dot(x.astype(np.float32), x.astype(np.float32))
print(type(f32).__name__, f32)
print(mat(A.astype(np.float32), B.astype(np.float32)).dtype)
r = np.random.RandomState(3)
P, Q = r.standard_normal((6, 11)), r.standard_normal((11, 5))
print(dot(P, Q).tobytes() == interp(P, Q).tobytes(), mat(P, Q[:, 0].copy()).tobytes() == interp(P, Q[:, 0].copy()).tobytes())
print(dot(np.zeros(0), np.zeros(0)), dot(np.ones((2, 0)), np.ones((0, 3))))
print(dot(A[:, ::2], np.ones(2)))  # not contiguous: Numba's NumbaPerformanceWarning
# expect: 1.5555555555555556
# expect: [0.66666667 1.80952381 2.95238095]
# expect: [0.66666667 1.23809524]
# expect: [[ 0.28571429  0.53061224]
# expect:  [-0.04081633  0.85714286]
# expect:  [-0.36734694  1.18367347]]
# expect: (4, 4) True
# expect: (5.428571428571429, 0.6666666666666666)
# expect: float 1.5555555820465088
# expect: float32
# expect: True True
# expect: 0.0 [[0. 0. 0.]
# expect:  [0. 0. 0.]]
# expect: [0.28571429 1.42857143 2.57142857]
# expect stderr: weft: @jit function 'dot' (dot__a2Cf8_a1Cf8): native code
# expect stderr: dot_products.py:11: NumbaPerformanceWarning: np.dot() is faster on contiguous arrays, called on (array(float64, 2d, A), array(float64, 1d, C))
# expect stderr: weft: @jit function 'mat' (mat__a2Cf8_a2Cf8): native code
# expect stderr: weft: @jit function 'method_sum' (method_sum__a2Cf8_a1Cf8): native code
