import numpy as np
z = np.zeros(3, dtype=complex)
z[1] = 2-3j
z[2] = 4
z[0] = np.complex64(1j)
print(z, z[1], z[::-1], z[z != 0])
# expect: [0.+1.j 2.-3.j 4.+0.j] (2-3j) [4.+0.j 2.-3.j 0.+1.j] [0.+1.j 2.-3.j 4.+0.j]
