# array exponents of long double values take four digits when one needs them
import numpy as np
print(np.array([1e-5000, 1], dtype="g"), np.array([np.longdouble("1e-4000"), 1e5]), np.array([np.longdouble("1e999"), 1]), np.array([1e-300, 1e300]))
# expect: [0. 1.] [1.e-4000 1.e+0005] [1.e+999 1.e+000] [1.e-300 1.e+300]
