# numpy.polynomial.polynomial's functions on coefficient lists (lowest degree first).
import numpy as np
import numpy.polynomial.polynomial as P
print(P.polyval(2, [1, 2, 3]), P.polyval(np.array([[1., 2.], [3., 4.]]), [1, 2, 3]))
print(P.polyval([1, 2], [[1, 2], [3, 4]]), P.polyval(2, [[1, 2], [3, 4]], tensor=False))
print(P.polyder([1, 2, 3, 4], 2), P.polyder([1, 2, 3, 4], 1, scl=2), P.polyder([1, 2], 5))
print(P.polyint([1, 2, 3]), P.polyint([1, 2, 3], 2, k=[1, 2], lbnd=1), P.polyint([0]), P.polyint([1, 2, 3], scl=-1))
print(P.polyadd([1, 2], [3, 4, 5]), P.polysub([1, 2], [3, 4, 5]), P.polysub([1, 2, 3], [1, 2, 3]))
print(P.polymul([1, 2], [3, 4, 5]), P.polydiv([1, 2, 3, 4], [1, 1]), P.polydiv([1, 2], [2]), P.polydiv([1, 2], [1, 2, 3]))
print(P.polypow([1, 2], 3), P.polymulx([1, 2]), P.polytrim([1, 0, 3, 0, 1e-5], 1e-3))
print(P.polydomain, P.polyzero, P.polyone, P.polyx, P.polyline(3, 4), P.polyline(3, 0))

# expect: 17.0 [[ 6. 17.]
# expect:  [34. 57.]]
# expect: [[ 4.  7.]
# expect:  [ 6. 10.]] [ 7. 10.]
# expect: [ 6. 24.] [ 4. 12. 24.] [0.]
# expect: [0. 1. 1. 1.] [ 2.91666667 -2.          0.5         0.33333333  0.25      ] [0.] [ 0. -1. -1. -1.]
# expect: [4. 6. 5.] [-2. -2. -5.] [0.]
# expect: [ 3. 10. 13. 10.] (array([ 3., -1.,  4.]), array([-2.])) (array([0.5, 1. ]), array([0.])) (array([0.]), array([1., 2.]))
# expect: [ 1.  6. 12.  8.] [0. 1. 2.] [1. 0. 3.]
# expect: [-1  1] [0] [1] [0 1] [3 4] [3]
