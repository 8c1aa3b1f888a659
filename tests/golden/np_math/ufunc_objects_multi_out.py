# np.divmod, modf, frexp, float_power, isnat and matmul are ufunc objects (repr, nin, nout,
# nargs, isinstance np.ufunc); their methods refuse with NumPy's messages.
import numpy as np
for f in (np.divmod, np.modf, np.frexp, np.float_power, np.isnat, np.matmul):
    print(repr(f), f.__name__, f.nin, f.nout, f.nargs, isinstance(f, np.ufunc), type(f).__name__)
print(np.divmod(7, 2), np.modf(2.5), np.frexp(np.array([4.0])), np.float_power(2, 3), np.matmul([[1, 2]], [[3], [4]]))
print(np.isnat(np.datetime64('NaT')), np.divmod([7, 8], [2, 3]))
try:
    np.divmod.reduce([1, 2])
except ValueError as e:
    print(e)
try:
    np.modf.accumulate([1, 2])
except ValueError as e:
    print(e)
try:
    np.isnat.reduce([1, 2])
except ValueError as e:
    print(e)


# expect: <ufunc 'divmod'> divmod 2 2 4 True ufunc
# expect: <ufunc 'modf'> modf 1 2 3 True ufunc
# expect: <ufunc 'frexp'> frexp 1 2 3 True ufunc
# expect: <ufunc 'float_power'> float_power 2 1 3 True ufunc
# expect: <ufunc 'isnat'> isnat 1 1 2 True ufunc
# expect: <ufunc 'matmul'> matmul 2 1 3 True ufunc
# expect: (3, 1) (0.5, 2.0) (array([0.5]), array([3], dtype=int32)) 8.0 [[11]]
# expect: True (array([3, 2]), array([1, 2]))
# expect: reduce only supported for functions returning a single value
# expect: accumulate only supported for binary functions
# expect: reduce only supported for binary functions
