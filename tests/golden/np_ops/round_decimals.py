import numpy as np
x = np.array([1.2345, 2.5, 3.5, -0.125, 1234.5678])
print(np.round(x))
print(np.round(x, 2))
print(x.round(1))
print(np.around(x, -2))
print(np.round(np.array([1234, 5678]), -2))
print(np.round(np.array([1.25, 2.675], dtype=np.float32), 2))
# expect: [ 1.000e+00  2.000e+00  4.000e+00 -0.000e+00  1.235e+03]
# expect: [ 1.23000e+00  2.50000e+00  3.50000e+00 -1.20000e-01  1.23457e+03]
# expect: [ 1.2000e+00  2.5000e+00  3.5000e+00 -1.0000e-01  1.2346e+03]
# expect: [   0.    0.    0.   -0. 1200.]
# expect: [1200 5700]
# expect: [1.25 2.68]
