# np.longdouble from text keeps every digit long double holds; from a Python float, the float's
import numpy as np
print(np.longdouble('1.1'), repr(np.float128('1.1')), np.longdouble('0.1'), np.longdouble(0.1))
print(np.longdouble(0.1) - np.longdouble('0.1'))
print(np.longdouble('0.33333333333333333334') == np.longdouble(1) / 3)
print(np.longdouble(' 2.5'), np.longdouble('0x10'), np.longdouble('-NaN'), np.longdouble('-1e-4000'), np.longdouble('1e4000'), np.longdouble('1e5000'))
print(np.longdouble('3'), np.longdouble('1.18973149535723176502e+4932'))
print(float(np.longdouble('1.1')), int(np.longdouble('7.9')), int(np.longdouble(-7.9)))
print(np.longdouble(7).item(), type(np.longdouble(7).item()))
print(np.longdouble(np.float32(0.1)), np.longdouble(np.int64(2**62 + 1)), np.longdouble(True))
print(np.longdouble(2**63 + 1), np.longdouble(), np.float64(np.longdouble(1) / 3))
try:
    np.longdouble('abc')
except ValueError as e:
    print('ValueError', e)
for s in ('2.5 ', '1e', '', '1_0'):
    try:
        np.longdouble(s)
    except ValueError as e:
        print('ValueError', repr(str(e)))
# expect: 1.1 1.1 0.1 0.10000000000000000555
# expect: 5.5497598704101758216e-18
# expect: True
# expect: 2.5 16.0 nan -1e-4000 1e+4000 inf
# expect: 3.0 1.189731495357231765e+4932
# expect: 1.1 7 -7
# expect: 7.0 <class 'numpy.float128'>
# expect: 0.100000001490116119385 4.611686018427387905e+18 1.0
# expect: 9.223372036854775809e+18 0.0 0.3333333333333333
# expect: ValueError invalid literal for long double: abc
# expect: ValueError 'invalid literal for long double: 2.5 '
# expect: ValueError 'invalid literal for long double: 1e'
# expect: ValueError 'invalid literal for long double: '
# expect: ValueError 'invalid literal for long double: 1_0'
