import numpy as np
print(np.complex128(1+2j), np.complex64(1+2j), np.complex128(3), np.complex128(2j))
print(repr(np.complex128(-1.5-0.25j)), np.complex64(0.1+0.2j), type(np.complex128(1)))
print(np.float64(2) * 1j, type(np.float64(2) * 1j))
# expect: (1+2j) (1+2j) (3+0j) 2j
# expect: (-1.5-0.25j) (0.1+0.2j) <class 'numpy.complex128'>
# expect: 2j <class 'numpy.complex128'>
