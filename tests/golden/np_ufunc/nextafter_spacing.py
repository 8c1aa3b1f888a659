# np.nextafter and np.spacing: the neighbouring float (float32 stays float32); spacing is
# negative below zero and NaN at infinity.
import numpy as np
print(np.nextafter(1, 2), np.nextafter(np.float32(1), np.float32(0)))
print(np.nextafter([0.0, 1.0], [1.0, 0.0]))
print(np.spacing([1.0, -1.0, 0.0, np.inf]), np.spacing(np.float32(1)))
print(np.spacing(1e10) == np.nextafter(1e10, np.inf) - 1e10)

# expect: 1.0000000000000002 0.99999994
# expect: [5.e-324 1.e+000]
# expect: [ 2.22044605e-016 -2.22044605e-016  4.94065646e-324              nan] 1.1920929e-07
# expect: True
