import numpy as np
a = np.array([1.5, -2.25, 3.0, 0.1], dtype=np.float16)
b = np.array([0.5, 3.0, -7.0, 0.2], dtype=np.float16)
print(a + b, a - b, a * b)
print(a / b, a // b, a % b)
print(a ** 2, -a, abs(a), (a + b).dtype)
# expect: [ 2.      0.75   -4.      0.2998] [ 1.   -5.25 10.   -0.1 ] [ 7.500e-01 -6.750e+00 -2.100e+01  1.999e-02]
# expect: [ 3.     -0.75   -0.4285  0.5   ] [ 3. -1. -1.  0.] [ 0.    0.75 -4.    0.1 ]
# expect: [2.25     5.062    9.       0.009995] [-1.5   2.25 -3.   -0.1 ] [1.5  2.25 3.   0.1 ] float16
