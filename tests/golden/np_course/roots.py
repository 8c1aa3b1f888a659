# np.roots: companion-matrix eigenvalues, complex pairs, leading and trailing zeros.
import numpy as np
print(np.roots([1, -3, 2]), np.roots([1, 0, 1]), np.roots([0, 0, 2, -4, 0, 0]), np.roots([5]), np.roots([1, -6, 11, -6]))

# expect: [2. 1.] [-0.+1.j  0.-1.j] [2. 0. 0.] [] [3. 2. 1.]
