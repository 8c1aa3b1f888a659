# numpy.polynomial.laguerre's functions.
import numpy as np
import numpy.polynomial.laguerre as L
print(L.lagval(0.3, [1, 2, 3, 4, 5]), L.lagval(np.array([[0.1], [0.2]]), [1, 2]))
print(L.lagadd([1, 2], [1]), L.lagsub([1], [1, 2]), L.lagmul([1, 2, 3], [3, 4]), L.lagmulx([1, 2, 3]))
print(L.lagdiv([1, 2, 3, 4, 5], [1, 2, 3]), L.lagpow([1, 2], 4))
print(L.lagder([1, 2, 3, 4, 5]), L.lagder([1, 2, 3, 4], 2, scl=0.5))
print(L.lagint([1, 2, 3, 4]), L.lagint([1, 2, 3], 2, k=1, lbnd=-1))
print(L.lagvander([0.1, 0.5, 0.9], 4))
print(L.lagroots([1, 2, 3, 4, 5]), L.lagfromroots([0.1, -0.5, 0.3]), L.lagline(1, 2))
print(L.lagcompanion([1, 2, 3, 4]))
print(L.lagdomain, L.lagzero, L.lagone, L.lagx, L.lagtrim([1, 2, 0, 0]))
print(L.lagval2d([0.1, 0.2], [0.3, 0.4], [[1, 2], [3, 4]]), L.laggrid2d([0.1, 0.2], [0.3], [[1, 2], [3, 4]]))
x = np.linspace(-1, 1, 50)
print(L.lagfit(x, np.cos(3 * x), 4))

# expect: 4.918687499999999 [[2.8]
# expect:  [2.6]]
# expect: [2. 2.] [ 0. -2.] [ 11.  18. -23.  36.] [-1. -1. 11. -9.]
# expect: (array([2.52469136, 1.37037037, 0.27777778]), array([-5.09876543, -4.9382716 ])) [ 105. -456. 1008. -960.  384.]
# expect: [-14. -12.  -9.  -5.] [2.75 1.  ]
# expect: [ 1.  1.  1.  1. -4.] [ 19.54166667 -11.5          0.          -4.           3.        ]
# expect: [[ 1.          0.9         0.805       0.71483333  0.6293375 ]
# expect:  [ 1.          0.5         0.125      -0.14583333 -0.33072917]
# expect:  [ 1.          0.1        -0.395      -0.6065     -0.6286625 ]]
# expect: [ 0.50680523  2.37919156  5.5446037  10.76939951] [  6.045 -18.23   18.2    -6.   ] [ 3 -2]
# expect: [[ 1.   -1.    0.75]
# expect:  [-1.    3.   -0.5 ]
# expect:  [ 0.   -2.    7.25]]
# expect: [0 1] [0] [1] [ 1 -1] [1. 2.]
# expect: [7.62 6.52] [[7.62]
# expect:  [7.04]]
# expect: [  44.96622301 -192.38259193  305.01721459 -208.82591862   52.20647966]
