# np.clongdouble's names exist (NumPy's complex256 class); exact ratios of zero and large values
import numpy as np
print(np.clongdouble, np.complex256, np.clongfloat, np.longcomplex, np.clongdouble is np.complex256)
print(np.longdouble(0).as_integer_ratio(), np.longdouble(-0.0).as_integer_ratio(), np.longdouble(-1.5).as_integer_ratio(), np.longdouble(2**70).as_integer_ratio())
print(isinstance(np.complex128(1), np.complex256), isinstance(np.longdouble(1), np.clongdouble))
# expect: <class 'numpy.complex256'> <class 'numpy.complex256'> <class 'numpy.complex256'> <class 'numpy.complex256'> True
# expect: (0, 1) (0, 1) (-3, 2) (1180591620717411303424, 1)
# expect: False False
