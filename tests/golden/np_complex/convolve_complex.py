# np.convolve of complex operands (or one complex, one real) multiplies as complex numbers.
import numpy as np

print(np.convolve([1, -1j], [1, 1j]))
print(np.convolve(np.array([1 + 2j, 3 - 1j, 0.5j]), [2.0, -1.0]))
print(np.convolve(np.array([1, 2j], dtype=np.complex64), np.array([1j, 1], dtype=np.complex64)))
print(np.convolve([1, 2, 3], [1j], mode='same'))

# expect: [1.+0.j 0.+0.j 1.+0.j]
# expect: [ 2.+4.j   5.-4.j  -3.+2.j   0.-0.5j]
# expect: [ 0.+1.j -1.+0.j  0.+2.j]
# expect: [0.+1.j 0.+2.j 0.+3.j]
