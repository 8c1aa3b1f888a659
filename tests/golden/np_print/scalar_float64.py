# float64 scalars print like Python floats.
import numpy as np
print(np.float64(0.1), np.float64(1.0 / 3.0), np.float64(1e16), np.float64(1e-5))
print(np.float64(123456789.0), np.float64(1e15), np.float64(0.0001), np.float64(-0.0))
print(repr(np.float64(2.5e-7)), repr(np.float64(1e300)), np.float64(12345678901234567890.0))
print(np.float64(np.nan), np.float64(np.inf), np.float64(-np.inf))

# expect: 0.1 0.3333333333333333 1e+16 1e-05
# expect: 123456789.0 1000000000000000.0 0.0001 -0.0
# expect: 2.5e-07 1e+300 1.2345678901234567e+19
# expect: nan inf -inf
