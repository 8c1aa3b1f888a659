# Every family's val with tensor=False, 2-d coefficients, complex points and integer x.
import numpy as np
import numpy.polynomial.polynomial as P, numpy.polynomial.chebyshev as C, numpy.polynomial.legendre as L
import numpy.polynomial.hermite as H, numpy.polynomial.hermite_e as E, numpy.polynomial.laguerre as G
c2 = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]])
for val, vander in ((P.polyval, P.polyvander), (C.chebval, C.chebvander), (L.legval, L.legvander),
                    (H.hermval, H.hermvander), (E.hermeval, E.hermevander), (G.lagval, G.lagvander)):
    print(val(np.array([0.5, -1.5]), c2, tensor=False), val(np.array([0.5, 2]), c2).tolist())
    print(val(1 + 2j, [1, 2, 3, 4]), val(3, [1, 2, 3, 4, 5, 6]), val([0.25, 0.75], [2]))
    print(vander(np.array([[0.5, 1.0], [1.5, 2.0]]), 3).shape, vander(2, 5), vander([1j, 2], 2))

# expect: [  4.625 -17.5  ] [[4.625, 83.0], [6.5, 98.0]]
# expect: (-50+8j) 2005.0 [2. 2.]
# expect: (2, 2, 4) [[ 1.  2.  4.  8. 16. 32.]] [[ 1.+0.j  0.+1.j -1.+0.j]
# expect:  [ 1.+0.j  2.+0.j  4.+0.j]]
# expect: [ -7. -55.] [[-7.0, 224.0], [-7.0, 260.0]]
# expect: (-206-28j) 23517.0 [2. 2.]
# expect: (2, 2, 4) [[  1.   2.   7.  26.  97. 362.]] [[ 1.+0.j  0.+1.j -3.+0.j]
# expect:  [ 1.+0.j  2.+0.j  7.+0.j]]
# expect: [ -1.1875 -36.25  ] [[-1.1874999999999996, 153.5], [-0.25, 179.00000000000003]]
# expect: (-128-10.000000000000002j) 12000.999999999995 [2. 2.]
# expect: (2, 2, 4) [[  1.      2.      5.5    17.     55.375 185.75 ]] [[ 1. +0.j  0. +1.j -2. +0.j]
# expect:  [ 1. +0.j  2. +0.j  5.5+0.j]]
# expect: [-36. -40.] [[-36.0, 363.0], [-40.0, 422.0]]
# expect: (-437-104j) 28111.0 [2. 2.]
# expect: (2, 2, 4) [[  1.   4.  14.  40.  76. -16.]] [[ 1.+0.j  0.+2.j -6.+0.j]
# expect:  [ 1.+0.j  4.+0.j 14.+0.j]]
# expect: [-10.875  12.5  ] [[-10.875, 36.0], [-11.5, 44.0]]
# expect: (-65-16j) 361.0 [2. 2.]
# expect: (2, 2, 4) [[  1.   2.   3.   2.  -5. -18.]] [[ 1.+0.j  0.+1.j -2.+0.j]
# expect:  [ 1.+0.j  2.+0.j  3.+0.j]]
# expect: [  2.10416667 118.25      ] [[2.104166666666666, -9.333333333333332], [3.583333333333334, -10.666666666666668]]
# expect: (-25.166666666666664-8.666666666666666j) 11.474999999999998 [2. 2.]
# expect: (2, 2, 4) [[ 1.         -1.         -1.         -0.33333333  0.33333333  0.73333333]] [[ 1. +0.j  1. -1.j  0.5-2.j]
# expect:  [ 1. +0.j -1. +0.j -1. +0.j]]
