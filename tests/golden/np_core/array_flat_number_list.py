# np.array of a flat list (or tuple) of Python floats or of Python ints: float64 / int64 with every
# value kept (-0.0, nan, inf, int64's ends); mixes, bools and numpy scalars keep their promotions
import numpy as np

f = [1.5, -0.0, float('nan'), float('inf'), -1e308, 5e-324]
a = np.array(f)
print(a.dtype, a.view(np.uint64).tolist())
print(np.array(tuple(f)).dtype, np.array([2**63 - 1, -2**63, 0]), np.array([2**63 - 1, -2**63]).dtype)
print(np.array([1, 2.5]).dtype, np.array([True, 2]).dtype, np.array([1.0, True]).dtype,
      np.array([1, np.float32(2)]).dtype, np.array([np.int8(1), 2]).dtype)
print(np.array([1.0, 2.0], ndmin=2).shape, np.array([3, 1, 2], order='F').flags['C_CONTIGUOUS'])
b = np.array(list(range(100000)))
print(b.dtype, b.sum(), np.array([0.1] * 7).sum())
print(np.array([2**63]).dtype, np.array([1, 2**63]).dtype)

# expect: float64 [4609434218613702656, 9223372036854775808, 9221120237041090560, 9218868437227405312, 18438243695727462560, 1]
# expect: float64 [ 9223372036854775807 -9223372036854775808                    0] int64
# expect: float64 int64 float64 float64 int64
# expect: (1, 2) True
# expect: int64 4999950000 0.7
# expect: uint64 float64
