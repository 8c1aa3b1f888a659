# suppress=True keeps small numbers in positional notation.
import numpy as np
np.set_printoptions(suppress=True)
print(np.array([1e-5, 1.0]))
print(np.array([1e-10, 123.5]))
print(np.array([1e9, 1.0]))
np.set_printoptions(suppress=True, precision=4)
print(np.array([-1e-7, 2.5, 1e-3]))

# expect: [0.00001 1.     ]
# expect: [  0.  123.5]
# expect: [1.e+09 1.e+00]
# expect: [-0.     2.5    0.001]
