# long double through the print options, format_float_* with its digits, bytes, and 0.1 + 0.2
import numpy as np
x = np.longdouble(1) / 3
a = np.array([x, 2 * x])
print(np.array2string(a, precision=20), np.array2string(a, precision=3, floatmode='fixed'))
np.set_printoptions(floatmode='unique'); print(a); np.set_printoptions(floatmode='maxprec')
np.set_printoptions(suppress=True); print(np.array([1e-10, 1], 'g')); np.set_printoptions(suppress=False)
print(np.format_float_scientific(x, unique=False, precision=25), np.format_float_positional(x, precision=25, unique=False))
print(np.format_float_positional(np.longdouble(2) ** 70), np.format_float_scientific(np.longdouble('1e-4000')))
print(np.array([x]).tobytes()[:10].hex(), np.frombuffer(np.array([x]).tobytes(), 'g')[0])
print(sorted({x, np.longdouble(2)}), np.longdouble(1e16), np.longdouble(1e16) - 1, np.longdouble(123456789012345678))
print(np.longdouble('0.1') * 10 == 1, np.longdouble(0.1) * 10 == 1, np.float64(0.1) * 10 == 1)
print(np.array([0.1, 0.2], 'g').sum() == np.longdouble('0.3'), np.longdouble('0.1') + np.longdouble('0.2'))
# expect: [0.33333333333333333334 0.6666666666666666667 ] [0.333 0.667]
# expect: [0.33333333333333333334 0.6666666666666666667 ]
# expect: [0. 1.]
# expect: 3.3333333333333333334236835e-01 0.3333333333333333333423684
# expect: 1180591620717411303400. 1.e-4000
# expect: abaaaaaaaaaaaaaafd3f 0.33333333333333333334
# expect: [0.33333333333333333334, 2.0] 1e+16 9999999999999999.0 1.23456789012345678e+17
# expect: True False True
# expect: False 0.3
