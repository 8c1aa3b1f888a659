import numpy as np
a = np.zeros(3, dtype=complex)
print(a, a.dtype)
print(np.ones(2, dtype=np.complex64).dtype)
# expect: [0.+0.j 0.+0.j 0.+0.j] complex128
# expect: complex64
