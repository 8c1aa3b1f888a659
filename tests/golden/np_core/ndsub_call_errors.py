# Wrong calls of np.ndarray's special methods on a subclass word their errors as NumPy's.
import numpy as np
class C(np.ndarray):
    pass
c = np.arange(3).view(C)
tests = [lambda: np.ndarray.__new__(), lambda: np.ndarray((2,), strides=(8, 8)), lambda: c.__array_wrap__(),
         lambda: c.__array_ufunc__(np.add), lambda: c.__array_ufunc__(np.add, 5, c, 1), lambda: c.__array_finalize__(),
         lambda: c.__len__(1), lambda: np.ndarray((2,), buffer=b'12345678abcdefgh', strides=(8, 8))]
for t in tests:
    try:
        print(repr(t()))
    except Exception as e:
        print(type(e).__name__, e)
# expect: TypeError numpy.ndarray.__new__(): not enough arguments
# expect: ValueError strides, if given, must be the same length as shape
# expect: TypeError only accepts 1 argument
# expect: TypeError __array_ufunc__ requires at least 2 arguments
# expect: TypeError attribute name must be string, not 'int'
# expect: TypeError ndarray.__array_finalize__() takes exactly one argument (0 given)
# expect: TypeError expected 0 arguments, got 1
# expect: ValueError strides, if given, must be the same length as shape
