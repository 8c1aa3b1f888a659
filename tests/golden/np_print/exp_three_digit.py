# Exponents are padded to the widest one (three digits here).
import numpy as np
print(np.array([1e200, 1e-200, 1.5]))
print(repr(np.array([1e-300, 1e300])))
print(np.array([1e22, 1e21]))

# expect: [1.0e+200 1.0e-200 1.5e+000]
# expect: array([1.e-300, 1.e+300])
# expect: [1.e+22 1.e+21]
