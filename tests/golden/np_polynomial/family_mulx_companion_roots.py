# Every family's mulx (zero series, complex), companion matrix and roots of low degrees.
import numpy.polynomial.polynomial as P, numpy.polynomial.chebyshev as C, numpy.polynomial.legendre as L
import numpy.polynomial.hermite as H, numpy.polynomial.hermite_e as E, numpy.polynomial.laguerre as G
for f in (P.polymulx, C.chebmulx, L.legmulx, H.hermmulx, E.hermemulx, G.lagmulx):
    print(f([0]), f([2]), f([1, 2, 3]), f([1j, 2]), f([1, 0, 0]))
for f in (P.polycompanion, C.chebcompanion, L.legcompanion, H.hermcompanion, E.hermecompanion, G.lagcompanion):
    print(f([1, 2]), f([1, 2, 3, 4]).round(6).tolist(), f([1j, 2, 3]).round(6).tolist())
for f in (P.polyroots, C.chebroots, L.legroots, H.hermroots, E.hermeroots, G.lagroots):
    print(f([3]), f([1, 2]), f([1, 2, 3]))

# expect: [0.] [0. 2.] [0. 1. 2. 3.] [0.+0.j 0.+1.j 2.+0.j] [0. 1.]
# expect: [0.] [0. 2.] [1.  2.5 1.  1.5] [1.+0.j 0.+1.j 1.+0.j] [0. 1.]
# expect: [0.] [0. 2.] [0.66666667 2.2        1.33333333 1.8       ] [0.66666667+0.j 0.        +1.j 1.33333333+0.j] [0. 1.]
# expect: [0.] [0. 1.] [2.  6.5 1.  1.5] [2.+0.j  0.+0.5j 1.+0.j ] [0.  0.5]
# expect: [0.] [0. 2.] [2. 7. 2. 3.] [2.+0.j 0.+1.j 2.+0.j] [0. 1.]
# expect: [0.] [ 2. -2.] [-1. -1. 11. -9.] [-2.+1.j  6.-1.j -4.-0.j] [ 1. -1.]
# expect: [[-0.5]] [[0.0, 0.0, -0.25], [1.0, 0.0, -0.5], [0.0, 1.0, -0.75]] [[0j, -0.333333j], [(1+0j), (-0.666667+0j)]]
# expect: [[-0.5]] [[0.0, 0.707107, -0.176777], [0.707107, 0.0, 0.25], [0.0, 0.5, -0.375]] [[0j, (0.707107-0.235702j)], [(0.707107+0j), (-0.333333+0j)]]
# expect: [[-0.5]] [[0.0, 0.57735, -0.33541], [0.57735, 0.0, 0.129099], [0.0, 0.516398, -0.45]] [[0j, (0.57735-0.3849j)], [(0.57735+0j), (-0.444444+0j)]]
# expect: [[-0.25]] [[0.0, 0.707107, -0.044194], [0.707107, 0.0, 0.875], [0.0, 1.0, -0.375]] [[0j, (0.707107-0.117851j)], [(0.707107+0j), (-0.333333+0j)]]
# expect: [[-0.5]] [[0.0, 1.0, -0.176777], [1.0, 0.0, 1.06066], [0.0, 1.414214, -0.75]] [[0j, (1-0.333333j)], [(1+0j), (-0.666667+0j)]]
# expect: [[1.5]] [[1.0, -1.0, 0.75], [-1.0, 3.0, -0.5], [0.0, -2.0, 7.25]] [[(1+0j), (-1+0.666667j)], [(-1+0j), (4.333333+0j)]]
# expect: [] [-0.5] [-0.33333333-0.47140452j -0.33333333+0.47140452j]
# expect: [] [-0.5] [-0.76759188  0.43425855]
# expect: [] [-0.5] [-0.62283903  0.17839459]
# expect: [] [-0.25] [-0.83333333  0.5       ]
# expect: [] [-0.5] [-1.21525044  0.54858377]
# expect: [] [1.5] [0.90283246 4.43050087]
