# the course's precision comparisons: finfo limits, 1/3 and sqrt(2) in every float precision
import numpy as np
for dt in [np.float16, np.float32, np.float64, np.longdouble]:
    fi = np.finfo(dt)
    print(dt.__name__, fi.bits, fi.precision, fi.resolution, fi.eps, fi.tiny, fi.max, dt(1) / dt(3), np.array([1, 2, 3], dtype=dt) / 7)
    print(repr(fi))
    print(f"{np.dtype(dt).name:>10} {np.dtype(dt).itemsize:3d} {str(dt(2) ** 0.5):>25}")
print(np.longdouble(1) / 3 - np.float64(1) / 3, np.float64(1) / 3 - np.longdouble(1) / 3)
print(f"{np.longdouble(1) / 3!r}", "{}".format(np.longdouble(2) / 3), format(np.longdouble(1) / 3, '.3f'))
s = np.float16(0); t = np.longdouble(0)
for i in range(100):
    s += np.float16(0.01); t += np.longdouble(0.01)
print(s, t, np.float32(0.1) + np.longdouble(0), np.longdouble(np.float16(0.1)))
x = np.linspace(0, 1, 4, dtype=np.longdouble)
print(x, x.dtype, np.diff(x), np.exp(x), np.log1p(x))
print(np.array([1e-300, 1e300], dtype='g') ** 2, np.array([1e-300], 'g') ** 2 * 1e600)
print(np.longdouble(2) ** 64, np.longdouble(2) ** 64 + 1, np.longdouble(2) ** 63 + 1, np.float64(2) ** 53 + 1)
print(np.iinfo(np.longlong), np.iinfo(np.int64).max == np.iinfo(np.longlong).max)
# expect: float16 16 3 0.001 0.000977 6.104e-05 65500.0 0.3333 [0.1428 0.2856 0.4285]
# expect: finfo(resolution=0.001, min=-6.55040e+04, max=6.55040e+04, dtype=float16)
# expect:    float16   2        1.4142135623730951
# expect: float32 32 6 1e-06 1.1920929e-07 1.1754944e-38 3.4028235e+38 0.33333334 [0.14285715 0.2857143  0.42857143]
# expect: finfo(resolution=1e-06, min=-3.4028235e+38, max=3.4028235e+38, dtype=float32)
# expect:    float32   4        1.4142135623730951
# expect: float64 64 15 1e-15 2.220446049250313e-16 2.2250738585072014e-308 1.7976931348623157e+308 0.3333333333333333 [0.14285714 0.28571429 0.42857143]
# expect: finfo(resolution=1e-15, min=-1.7976931348623157e+308, max=1.7976931348623157e+308, dtype=float64)
# expect:    float64   8        1.4142135623730951
# expect: float128 128 18 1e-18 1.084202172485504434e-19 3.3621031431120935063e-4932 1.189731495357231765e+4932 0.33333333333333333334 [0.14285714 0.28571429 0.42857143]
# expect: finfo(resolution=1e-18, min=-1.189731495357231765e+4932, max=1.189731495357231765e+4932, dtype=float128)
# expect:   float128  16     1.4142135623730950488
# expect: 1.851275209518998821e-17 -1.851275209518998821e-17
# expect: 0.33333333333333333334 0.6666666666666666 0.333
# expect: 0.9883 1.0000000000000000208 0.100000001490116119385 0.0999755859375
# expect: [0.         0.33333333 0.66666667 1.        ] float128 [0.33333333 0.33333333 0.33333333] [1.         1.39561243 1.94773404 2.71828183] [0.         0.28768207 0.51082562 0.69314718]
# expect: [1.e-600 1.e+600] [inf]
# expect: 1.8446744073709551616e+19 1.8446744073709551616e+19 9.223372036854775809e+18 9007199254740992.0
# expect: Machine parameters for int64
# expect: ---------------------------------------------------------------
# expect: min = -9223372036854775808
# expect: max = 9223372036854775807
# expect: ---------------------------------------------------------------
# expect:  True
