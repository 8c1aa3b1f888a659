# In exponent mode all mantissas get the same number of digits, taken from the exact value.
import numpy as np
print(np.array([0.1, 1.2345678e-05], dtype=np.float32))
print(repr(np.array([1.0, 1000.0001], dtype=np.float32)))
print(np.array([1e-4, 0.001], dtype=np.float32))

# expect: [1.0000000e-01 1.2345678e-05]
# expect: array([1.0000000e+00, 1.0000001e+03], dtype=float32)
# expect: [1.e-04 1.e-03]
