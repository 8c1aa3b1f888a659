# np.cross with axisa=/axisb=/axisc=/axis= as NumPy 1.24: the vector axes moved last, 2- and
# 3-vectors mixed (the missing component is 0), the result's axis moved to axisc, and the
# errors (AxisError naming the argument, the dimension ValueError, broadcasting's mismatch).
import numpy as np


def t(*args, **kw):
    try:
        r = np.cross(*args, **kw)
        print(type(r).__name__, r.shape, r.dtype, r.tolist())
    except Exception as e:
        print(type(e).__name__, e)


a = np.arange(6).reshape(3, 2)
b = np.arange(6, 12).reshape(3, 2)
t(a, b, axisa=0, axisb=0)
t(a, b, axis=0)
t(a, b, axisa=0, axisb=0, axisc=0)
x = np.arange(24.).reshape(2, 3, 4)
y = np.arange(24., 48.).reshape(2, 3, 4) ** 2
t(x, y, axis=1)
t(x, y, axisa=1, axisb=1, axisc=0)
t(x, y, axisa=-2, axisb=-2, axisc=-1)
t(x, y, axisa=1, axisb=1, axis=None)
t(x, y)
t(x, y, axisa=3)
t(x, y, axisb=-4, axisa=1)
t(x, y, axisa=1, axisb=1, axisc=3)
t(a, b, axisa=0, axisb=0, axisc=2)
t(a, b, axisa=0.5)
# two 2-vectors: a 0-d array, axisc unused
t(np.arange(2), np.arange(2, 4), axisc=5)
# 2- and 3-vectors mixed, either way round, with broadcasting
t([1, 2], [3, 4, 5])
t([1, 2, 3], [4, 5])
t(np.arange(6).reshape(2, 3), [[1], [2]], axisb=0)
t(np.arange(4).reshape(2, 2), np.arange(9).reshape(3, 3), axisa=0, axisc=0)
t([1, 2, 3], [4, 5, 6])
t(np.array([1, 2, 3], dtype=np.int8), np.array([4, 5, 6.5]))
t(np.array([100, 2, 3], dtype=np.int8), np.array([4, 100, 6], dtype=np.int8))
t(np.array([1 + 1j, 2, 3]), np.array([1, 1j, 0]))
t(np.arange(2).reshape(2, 1), np.arange(3).reshape(1, 3), axisa=0, axisb=1)
t(np.ones((4, 3)), np.ones((3, 2)), axisa=1, axisb=0)
t(np.arange(4), np.arange(3))
t(np.ones(3, dtype=bool), np.ones(3, dtype=bool))
t(np.ones(2, dtype=bool), np.ones(3, dtype=bool))
t(np.float32(1), [1, 2, 3])
# expect: ndarray (2, 3) int64 [[-12, 24, -12], [-12, 24, -12]]
# expect: ndarray (3, 2) int64 [[-12, -12], [24, 24], [-12, -12]]
# expect: ndarray (3, 2) int64 [[-12, -12], [24, 24], [-12, -12]]
# expect: ndarray (2, 3, 4) float64 [[[-2176.0, -2124.0, -2064.0, -1996.0], [4608.0, 4536.0, 4448.0, 4344.0], [-2304.0, -2284.0, -2256.0, -2220.0]], [[-1024.0, -876.0, -720.0, -556.0], [2688.0, 2424.0, 2144.0, 1848.0], [-1536.0, -1420.0, -1296.0, -1164.0]]]
# expect: ndarray (3, 2, 4) float64 [[[-2176.0, -2124.0, -2064.0, -1996.0], [-1024.0, -876.0, -720.0, -556.0]], [[4608.0, 4536.0, 4448.0, 4344.0], [2688.0, 2424.0, 2144.0, 1848.0]], [[-2304.0, -2284.0, -2256.0, -2220.0], [-1536.0, -1420.0, -1296.0, -1164.0]]]
# expect: ndarray (2, 4, 3) float64 [[[-2176.0, 4608.0, -2304.0], [-2124.0, 4536.0, -2284.0], [-2064.0, 4448.0, -2256.0], [-1996.0, 4344.0, -2220.0]], [[-1024.0, 2688.0, -1536.0], [-876.0, 2424.0, -1420.0], [-720.0, 2144.0, -1296.0], [-556.0, 1848.0, -1164.0]]]
# expect: ndarray (2, 4, 3) float64 [[[-2176.0, 4608.0, -2304.0], [-2124.0, 4536.0, -2284.0], [-2064.0, 4448.0, -2256.0], [-1996.0, 4344.0, -2220.0]], [[-1024.0, 2688.0, -1536.0], [-876.0, 2424.0, -1420.0], [-720.0, 2144.0, -1296.0], [-556.0, 1848.0, -1164.0]]]
# expect: ValueError incompatible dimensions for cross product
# expect: (dimension must be 2 or 3)
# expect: AxisError axisa: axis 3 is out of bounds for array of dimension 3
# expect: AxisError axisb: axis -4 is out of bounds for array of dimension 3
# expect: AxisError axisc: axis 3 is out of bounds for array of dimension 3
# expect: AxisError axisc: axis 2 is out of bounds for array of dimension 2
# expect: TypeError integer argument expected, got float
# expect: ndarray () int64 -2
# expect: ndarray (3,) int64 [10, -5, -2]
# expect: ndarray (3,) int64 [-15, 12, -3]
# expect: ndarray (2, 3) int64 [[-4, 2, -1], [-10, 5, 2]]
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
# expect: ndarray (3,) int64 [-3, 6, -3]
# expect: ndarray (3,) float64 [-2.0, 5.5, -3.0]
# expect: ndarray (3,) int8 [-32, -76, 8]
# expect: ndarray (3,) complex128 [-3j, (3+0j), (-3+1j)]
# expect: ndarray (1, 3) int64 [[2, 0, 0]]
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (4,) and arg 1 with shape (2,).
# expect: ValueError incompatible dimensions for cross product
# expect: (dimension must be 2 or 3)
# expect: TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: TypeError The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.
# expect: AxisError axisa: axis -1 is out of bounds for array of dimension 0
