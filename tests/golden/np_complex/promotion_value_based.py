import numpy as np
print((np.ones(2, np.float32) * 1j).dtype)
print((np.ones(2, np.int16) * 1j).dtype)
print((np.ones(2, np.complex64) * 1.5).dtype)
print((np.ones(2, np.complex64) * 1e300).dtype)
print((np.ones(2, np.complex64) + np.ones(2)).dtype)
# expect: complex64
# expect: complex128
# expect: complex64
# expect: complex128
# expect: complex128
