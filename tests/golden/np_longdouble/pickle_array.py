# a long double array survives pickling with every digit
import numpy as np, pickle
a = np.array([np.longdouble(1) / 3, np.longdouble('1e4000')])
b = pickle.loads(pickle.dumps(a))
print(b, b.dtype, repr(b[0]), b[1], (a == b).all())
# expect: [3.33333333e-0001 1.00000000e+4000] float128 0.33333333333333333334 1e+4000 True
