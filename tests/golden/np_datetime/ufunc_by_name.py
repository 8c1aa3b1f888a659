# The binary ufuncs called by name take times as the operators do (np.subtract, np.greater,
# np.true_divide), np.maximum/minimum propagate NaT and np.fmax/fmin skip it; an operation
# with no time loop names the ufunc and both dtypes.
import numpy as np
d = np.array(['2024-01-01', 'NaT', '2024-02-10'], dtype='datetime64[D]')
t = np.array([5, 'NaT', 2], dtype='timedelta64[h]')
print(repr(np.subtract(d[1:], d[:-1])), repr(np.subtract(d, 1)), np.greater(t, np.timedelta64(3, 'h')))
print(np.maximum(d, np.datetime64('2024-01-15')), np.fmax(d, np.datetime64('2024-01-15')))
print(repr(np.maximum(np.datetime64('2024-01-01'), np.datetime64('2024-01-02T05'))))
print(repr(np.fmin(t, np.timedelta64(1, 'D'))), repr(np.true_divide(t, np.timedelta64(1, 'h'))))
for f in [lambda: d * 2, lambda: np.multiply(d, 2.5), lambda: t // d, lambda: t % 3, lambda: 2 / t]:
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)
# expect: array(['NaT', 'NaT'], dtype='timedelta64[D]') array(['2023-12-31',        'NaT', '2024-02-09'], dtype='datetime64[D]') [ True False False]
# expect: ['2024-01-15'        'NaT' '2024-02-10'] ['2024-01-15' '2024-01-15' '2024-02-10']
# expect: numpy.datetime64('2024-01-02T05','h')
# expect: array([ 5, 24,  2], dtype='timedelta64[h]') array([ 5., nan,  2.])
# expect: UFuncTypeError ufunc 'multiply' cannot use operands with types dtype('<M8[D]') and dtype('int64')
# expect: UFuncTypeError ufunc 'multiply' cannot use operands with types dtype('<M8[D]') and dtype('float64')
# expect: UFuncTypeError ufunc 'floor_divide' cannot use operands with types dtype('<m8[h]') and dtype('<M8[D]')
# expect: UFuncTypeError ufunc 'remainder' cannot use operands with types dtype('<m8[h]') and dtype('int64')
# expect: UFuncTypeError ufunc 'divide' cannot use operands with types dtype('int64') and dtype('<m8[h]')
