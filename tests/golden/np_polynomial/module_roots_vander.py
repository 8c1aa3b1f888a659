# polyroots (companion matrix eigenvalues, sorted), polyfromroots and polyvander.
import numpy as np
import numpy.polynomial.polynomial as P
print(P.polyroots([6, -5, 1]), P.polyroots([1, 0, 1]), P.polyroots([3, 2]), P.polyroots([4]))
print(P.polyroots([-6, 11, -6, 1]), P.polyroots([1, 2, 3, 4, 5]))
print(P.polyfromroots([1, 2, 3]), P.polyfromroots([1j, -1j]), P.polyfromroots([]))
print(P.polyvander([1, 2, 3], 3))
print(P.polyvander(np.array([[1, 2], [3, 4]]), 2).shape, P.polyvander(2.5, 0))

# expect: [2. 3.] [0.-1.j 0.+1.j] [-1.5] []
# expect: [1. 2. 3.] [-0.53783227-0.35828469j -0.53783227+0.35828469j  0.13783227-0.67815439j
# expect:   0.13783227+0.67815439j]
# expect: [-6. 11. -6.  1.] [1.+0.j 0.+0.j 1.+0.j] [1.]
# expect: [[ 1.  1.  1.  1.]
# expect:  [ 1.  2.  4.  8.]
# expect:  [ 1.  3.  9. 27.]]
# expect: (2, 2, 3) [[1.]]
