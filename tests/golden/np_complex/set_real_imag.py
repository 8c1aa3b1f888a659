import numpy as np
z = np.zeros(2, dtype=complex)
z.real = [1, 2]
z.imag = 5
print(z)
# expect: [1.+5.j 2.+5.j]
