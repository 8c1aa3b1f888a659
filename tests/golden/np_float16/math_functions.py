import numpy as np
x = np.array([0.25, 0.5, 1.0, 2.0, 3.0], dtype=np.float16)
print(np.sqrt(x), np.exp(x), np.log(x))
print(np.sin(x), np.cos(x), np.tanh(x), np.arctan2(x, 2))
print(np.floor(x * 1.3), np.rint(x * 1.3), np.sign(x - 1), np.sqrt(x).dtype)
# expect: [0.5   0.707 1.    1.414 1.732] [ 1.284  1.648  2.719  7.39  20.08 ] [-1.387  -0.6934  0.      0.6934  1.099 ]
# expect: [0.2474 0.4795 0.8413 0.909  0.1411] [ 0.9688  0.8774  0.5405 -0.4163 -0.99  ] [0.2449 0.4622 0.7617 0.964  0.995 ] [0.1243 0.245  0.4636 0.785  0.983 ]
# expect: [0. 0. 1. 2. 3.] [0. 1. 1. 3. 4.] [-1. -1.  0.  1.  1.] float16
