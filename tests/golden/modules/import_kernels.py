# @njit and @cuda.jit functions defined in a helper module, called from the program
import numpy as np

import kernels_mod
from kernels_mod import add_scaled, scale, total

a = np.arange(4.0)
print(scale(a), total(a))
out = np.zeros(4)
add_scaled[1, 4](a, a, out)
print(out)
print(kernels_mod.FACTOR)
# expect: [0. 3. 6. 9.] 18.0
# expect: [ 0.  4.  8. 12.]
# expect: 3.0
