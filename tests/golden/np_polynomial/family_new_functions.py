# Module functions every family has now: <prefix>mulx, companion, trim and the constants.
import numpy.polynomial.chebyshev as C
import numpy.polynomial.legendre as L
import numpy.polynomial.polynomial as P
print(C.chebmulx([1, 2, 3]), C.chebmulx([0]), C.chebcompanion([1, 2, 3, 4]))
print(P.polycompanion([1, 2, 3]), P.polycompanion([1, 2]), L.legcompanion([1, 2, 3]))
print(C.chebtrim([1, 2, 0, 0]), L.legtrim([1, 1e-9, 0], 1e-6), C.chebdomain, C.chebx, L.legone)
print(C.chebroots([1, 2]), L.legroots([3, 4]))

# expect: [1.  2.5 1.  1.5] [0.] [[ 0.          0.70710678 -0.1767767 ]
# expect:  [ 0.70710678  0.          0.25      ]
# expect:  [ 0.          0.5        -0.375     ]]
# expect: [[ 0.         -0.33333333]
# expect:  [ 1.         -0.66666667]] [[-0.5]] [[ 0.          0.19245009]
# expect:  [ 0.57735027 -0.44444444]]
# expect: [1. 2.] [1.] [-1  1] [0 1] [1]
# expect: [-0.5] [-0.75]
