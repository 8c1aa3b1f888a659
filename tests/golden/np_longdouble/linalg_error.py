# np.linalg refuses long double arrays with NumPy's own message
import numpy as np
a = np.eye(2, dtype=np.longdouble) * 3
print(a @ a)
# expect: [[9. 0.]
# expect:  [0. 9.]]
np.linalg.inv(a)
# expect runtime error: TypeError: array type float128 is unsupported in linalg
