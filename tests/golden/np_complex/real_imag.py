import numpy as np
z = np.array([1+2j, 3-4j])
print(z.real, z.imag, np.real(z), np.imag(z))
print(z.real.dtype, np.arange(2.0).imag)
# expect: [1. 3.] [ 2. -4.] [1. 3.] [ 2. -4.]
# expect: float64 [0. 0.]
