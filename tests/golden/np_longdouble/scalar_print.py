# 1/3 and friends in every float precision, and the long double's own shortest digits
import numpy as np
for t in (np.float16, np.float32, np.float64, np.longdouble):
    x = t(1) / t(3)
    print(t.__name__, x, repr(x))
x = np.longdouble(1) / 3
print(x, repr(x), str(x), type(x))
print(np.longdouble(2) / 3, np.longdouble(-1) / 7, np.longdouble(10) / 3)
print(np.longdouble(0.1), np.longdouble(1e16), np.longdouble(1e-5), np.longdouble(123456.5))
print(np.longdouble(2) ** 100, np.longdouble(10) ** 20, np.longdouble(10) ** -20)
print(np.longdouble(1e300) * 1e300, np.longdouble(1) / np.longdouble(1e300) / 1e300)
print(np.longdouble(-0.0), np.longdouble(0), np.longdouble(1), np.longdouble(-2.5))
print(np.longdouble('inf'), -np.longdouble('inf'), np.longdouble('nan'))
print(np.longdouble(9999999999999999), np.longdouble(0.0001), np.longdouble(0.00009))
print(f"{x}", "%s" % x, [x, np.longdouble(2)])
# expect: float16 0.3333 0.3333
# expect: float32 0.33333334 0.33333334
# expect: float64 0.3333333333333333 0.3333333333333333
# expect: float128 0.33333333333333333334 0.33333333333333333334
# expect: 0.33333333333333333334 0.33333333333333333334 0.33333333333333333334 <class 'numpy.float128'>
# expect: 0.6666666666666666667 -0.14285714285714285714 3.3333333333333333333
# expect: 0.10000000000000000555 1e+16 1.0000000000000000818e-05 123456.5
# expect: 1.2676506002282294015e+30 1e+20 9.9999999999999999996e-21
# expect: 1.0000000000000001051e+600 9.99999999999999895e-601
# expect: -0.0 0.0 1.0 -2.5
# expect: inf -inf nan
# expect: 9999999999999999.0 0.00010000000000000000479 9.000000000000000567e-05
# expect: 0.3333333333333333 0.33333333333333333334 [0.33333333333333333334, 2.0]
