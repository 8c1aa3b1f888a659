import numpy as np
x = np.arange(3.0)
print(x.astype(complex))
print(x.astype(np.complex64).dtype)
# expect: [0.+0.j 1.+0.j 2.+0.j]
# expect: complex64
