# datetime64/timedelta64 plus or minus a float raises NumPy's UFuncTypeError naming both dtypes
# (it was Python's 'unsupported operand type(s)').
import numpy as np
d = np.arange("2024-01-01", "2024-01-03", dtype="datetime64[D]")
t = np.array([1, 2], dtype="timedelta64[h]")
for f in [lambda: d + 1.5, lambda: 1.5 + d, lambda: d - 0.5, lambda: t + 2.5, lambda: 2.5 - t,
          lambda: np.datetime64('2024-01-01') + 1.5, lambda: d + np.array([1.0], dtype=np.float32),
          lambda: np.timedelta64(3, 'D') - np.float64(1), lambda: d + d]:
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
np.arange('2024-01-01', '2024-01-03', dtype='datetime64[D]') + 1.5


# expect: UFuncTypeError ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('float64')
# expect: UFuncTypeError ufunc 'add' cannot use operands with types dtype('float64') and dtype('<M8[D]')
# expect: UFuncTypeError ufunc 'subtract' cannot use operands with types dtype('<M8[D]') and dtype('float64')
# expect: UFuncTypeError ufunc 'add' cannot use operands with types dtype('<m8[h]') and dtype('float64')
# expect: UFuncTypeError ufunc 'subtract' cannot use operands with types dtype('float64') and dtype('<m8[h]')
# expect: UFuncTypeError ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('float64')
# expect: UFuncTypeError ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('float32')
# expect: UFuncTypeError ufunc 'subtract' cannot use operands with types dtype('<m8[D]') and dtype('float64')
# expect: UFuncTypeError ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('<M8[D]')
# expect runtime error: numpy.core._exceptions._UFuncBinaryResolutionError: ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('float64')
