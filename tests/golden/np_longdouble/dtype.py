# the float128 dtype and its scalar type under all their names
import numpy as np
d = np.dtype(np.longdouble)
print(d, repr(d), d.char, d.kind, d.itemsize, d.str, d.name, d.type, d.alignment if hasattr(d, 'alignment') else 16)
print(np.dtype('g') == d, np.dtype('f16') == d, np.dtype('float128') == d, np.dtype('longdouble') == d)
print(np.longdouble, np.float128, np.longfloat, np.longdouble is np.float128, np.longfloat is np.longdouble)
print(np.longdouble.__name__, np.float128(1).dtype, np.longdouble(1).itemsize, np.longdouble(1).nbytes)
print(isinstance(np.longdouble(1), np.floating), isinstance(np.longdouble(1), np.float64))
print(issubclass(np.longdouble, np.floating), np.issubdtype(np.longdouble, np.floating))
print(np.issubdtype(d, np.inexact), np.issubdtype(d, np.float64), d == np.float64)
print(np.zeros(2, dtype='g').dtype, np.array([1, 2], dtype=np.float128).dtype.char)
# expect: float128 dtype('float128') g f 16 <f16 float128 <class 'numpy.float128'> 16
# expect: True True True True
# expect: <class 'numpy.float128'> <class 'numpy.float128'> <class 'numpy.float128'> True True
# expect: float128 float128 16 16
# expect: True False
# expect: True True
# expect: True False False
# expect: float128 g
