# numpy.polynomial.chebyshev's chebpts1, chebpts2, chebgauss and chebweight, NumPy's bits.
import numpy as np
C = np.polynomial.chebyshev
print(C.chebpts1(3), C.chebpts2(3), C.chebpts1(6), C.chebpts2(7), C.chebpts1(4.0))
print(C.chebgauss(3))
print(C.chebgauss(5))
print(C.chebweight(np.array([0.0, 0.5, -0.9])), C.chebweight(0.25))
x, w = C.chebgauss(8)
print((w * x ** 2).sum())

# expect: [-0.8660254  0.         0.8660254] [-1.000000e+00  6.123234e-17  1.000000e+00] [-0.96592583 -0.70710678 -0.25881905  0.25881905  0.70710678  0.96592583] [-1.00000000e+00 -8.66025404e-01 -5.00000000e-01  6.12323400e-17
# expect:   5.00000000e-01  8.66025404e-01  1.00000000e+00] [-0.92387953 -0.38268343  0.38268343  0.92387953]
# expect: (array([ 8.66025404e-01,  6.12323400e-17, -8.66025404e-01]), array([1.04719755, 1.04719755, 1.04719755]))
# expect: (array([ 9.51056516e-01,  5.87785252e-01,  6.12323400e-17, -5.87785252e-01,
# expect:        -9.51056516e-01]), array([0.62831853, 0.62831853, 0.62831853, 0.62831853, 0.62831853]))
# expect: [1.         1.15470054 2.29415734] 1.0327955589886444
# expect[avx512_skx]: 1.5707963267948963
# expect[!avx512_skx]: 1.5707963267948966
