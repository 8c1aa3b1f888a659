import numpy as np
x = np.arange(4.0)
print(x * 1j)
print((1j * x).dtype)
# expect: [0.+0.j 0.+1.j 0.+2.j 0.+3.j]
# expect: complex128
