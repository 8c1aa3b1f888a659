# <prefix>vander2d / vander3d of numpy.polynomial's families: each axis's Vandermonde matrix multiplied out, the degree axes flattened.
import numpy as np
P = np.polynomial
print(P.polynomial.polyvander2d([1, 2], [3, 4], [1, 1]))
print(P.polynomial.polyvander2d(np.array([[0.5, 1.5]]), np.array([[2.0, -1.0]]), [2, 1]).shape)
print(P.chebyshev.chebvander2d([0.1, 0.2, 0.3], [0.5, 0.6, 0.7], [2, 2]))
print(P.legendre.legvander3d([0.1, 0.9], [0.2, 0.8], [0.3, 0.7], [1, 2, 1]))
print(P.hermite.hermvander2d(0.5, 0.25, [1, 2]), P.laguerre.lagvander3d([1], [2], [3], [1, 1, 1]).shape)
x = np.linspace(-1, 1, 5); y = x ** 2
V = P.polynomial.polyvander2d(x, y, [1, 1])
print(V @ np.array([1.0, 2.0, 3.0, 4.0]), P.polynomial.polyval2d(x, y, [[1, 2], [3, 4]]))

# expect: [[1. 3. 1. 3.]
# expect:  [1. 4. 2. 8.]]
# expect: (1, 2, 6)
# expect: [[ 1.      0.5    -0.5     0.1     0.05   -0.05   -0.98   -0.49    0.49  ]
# expect:  [ 1.      0.6    -0.28    0.2     0.12   -0.056  -0.92   -0.552   0.2576]
# expect:  [ 1.      0.7    -0.02    0.3     0.21   -0.006  -0.82   -0.574   0.0164]]
# expect: [[ 1.      0.3     0.2     0.06   -0.44   -0.132   0.1     0.03    0.02
# expect:    0.006  -0.044  -0.0132]
# expect:  [ 1.      0.7     0.8     0.56    0.46    0.322   0.9     0.63    0.72
# expect:    0.504   0.414   0.2898]]
# expect: [[ 1.    0.5  -1.75  1.    0.5  -1.75]] (1, 8)
# expect: [-4.  -0.5  1.   3.5 10. ] [-4.  -0.5  1.   3.5 10. ]
