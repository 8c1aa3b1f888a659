import numpy as np
x = np.array([1.0, 2.0, 10.0])
print(np.exp(x))
print(np.exp2(x))
print(np.expm1(np.array([1e-10, 1.0])))
print(np.log(x))
print(np.log2(x))
print(np.log10(x))
print(np.log1p(np.array([1e-10, 1.0])))
print(np.cbrt(np.array([27.0, -8.0])))
# expect: [2.71828183e+00 7.38905610e+00 2.20264658e+04]
# expect: [   2.    4. 1024.]
# expect: [1.00000000e-10 1.71828183e+00]
# expect: [0.         0.69314718 2.30258509]
# expect: [0.         1.         3.32192809]
# expect: [0.      0.30103 1.     ]
# expect: [1.00000000e-10 6.93147181e-01]
# expect: [ 3. -2.]
