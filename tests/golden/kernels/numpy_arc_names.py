# NumPy's spellings of the inverse functions work in kernels: np.arctan, np.arcsin, np.arccos,
# np.arctan2, np.arcsinh, np.arccosh, np.arctanh and np.power.
import numpy as np
from numba import cuda

@cuda.jit
def inverse(x, o):
    i = cuda.grid(1)
    if i < x.size:
        o[i, 0] = np.arctan(x[i])
        o[i, 1] = np.arcsin(x[i] / 4)
        o[i, 2] = np.arccos(x[i] / 4)
        o[i, 3] = np.arctan2(x[i], 3.0)
        o[i, 4] = np.arcsinh(x[i])
        o[i, 5] = np.arccosh(abs(x[i]) + 1)
        o[i, 6] = np.arctanh(x[i] / 4)
        o[i, 7] = np.power(x[i], 2.0)

x = np.linspace(-3, 3, 5)
o = np.zeros((5, 8))
inverse[1, 8](x, o)
np.set_printoptions(precision=4, suppress=True)
print(o)
# expect: [[-1.249  -0.8481  2.4189 -0.7854 -1.8184  2.0634 -0.973   9.    ]
# expect:  [-0.9828 -0.3844  1.9552 -0.4636 -1.1948  1.5668 -0.3942  2.25  ]
# expect:  [ 0.      0.      1.5708  0.      0.      0.      0.      0.    ]
# expect:  [ 0.9828  0.3844  1.1864  0.4636  1.1948  1.5668  0.3942  2.25  ]
# expect:  [ 1.249   0.8481  0.7227  0.7854  1.8184  2.0634  0.973   9.    ]]
