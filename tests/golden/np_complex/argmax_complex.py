# argmax/argmin of complex arrays: lexical order (real, then imaginary), the first NaN wins
import numpy as np
z = np.array([2, 1 + 5j, 1 + 5j, -3j, 1 + 6j])
print(np.argmax(z), np.argmin(z), z.astype(np.complex64).argmax())
print(np.argmax(np.array([[1j, 2], [3, 1 + 1j]]), axis=1), np.argmin(np.array([1, complex(np.nan, 0), 0])))
print(np.argmin(np.array([1 + 1j, 1 + 0j, complex(0, np.nan)])), np.argmax(np.array([2, 1 + 5j])))

# expect: 0 3 0
# expect: [1 0] 1
# expect: 2 0
