# float32 scalars print their shortest float32 digits.
import numpy as np
print(np.float32(0.1), np.float32(1.0 / 3.0), np.float32(2.5))
print(repr(np.float32(0.1)), repr(np.float32(100.0)))
print(np.float32(123456789.0), np.float32(16777216.0))
print(np.float32(1e16), np.float32(1e-5), np.float32(1e-4), np.float32(3.4e38))

# expect: 0.1 0.33333334 2.5
# expect: 0.1 100.0
# expect: 123456790.0 16777216.0
# expect: 1e+16 1e-05 1e-04 3.4e+38
