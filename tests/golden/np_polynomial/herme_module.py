# numpy.polynomial.hermite_e's functions.
import numpy as np
import numpy.polynomial.hermite_e as HE
print(HE.hermeval(0.3, [1, 2, 3, 4, 5]), HE.hermeval(np.array([[0.1], [0.2]]), [1, 2]))
print(HE.hermeadd([1, 2], [1]), HE.hermesub([1], [1, 2]), HE.hermemul([1, 2, 3], [3, 4]), HE.hermemulx([1, 2, 3]))
print(HE.hermediv([1, 2, 3, 4, 5], [1, 2, 3]), HE.hermepow([1, 2], 4))
print(HE.hermeder([1, 2, 3, 4, 5]), HE.hermeder([1, 2, 3, 4], 2, scl=0.5))
print(HE.hermeint([1, 2, 3, 4]), HE.hermeint([1, 2, 3], 2, k=1, lbnd=-1))
print(HE.hermevander([0.1, 0.5, 0.9], 4))
print(HE.hermeroots([1, 2, 3, 4, 5]), HE.hermefromroots([0.1, -0.5, 0.3]), HE.hermeline(1, 2))
print(HE.hermecompanion([1, 2, 3, 4]))
print(HE.hermedomain, HE.hermezero, HE.hermeone, HE.hermex, HE.hermetrim([1, 2, 0, 0]))
print(HE.hermeval2d([0.1, 0.2], [0.3, 0.4], [[1, 2], [3, 4]]), HE.hermegrid2d([0.1, 0.2], [0.3], [[1, 2], [3, 4]]))
x = np.linspace(-1, 1, 50)
print(HE.hermefit(x, np.cos(3 * x), 4))

# expect: 7.7185 [[1.2]
# expect:  [1.4]]
# expect: [2. 2.] [ 0. -2.] [11. 34. 17. 12.] [2. 7. 2. 3.]
# expect: (array([-6.37037037,  0.22222222,  1.66666667]), array([-3.07407407,  6.51851852])) [ 73. 104. 120.  32.  16.]
# expect: [ 2.  6. 12. 20.] [1.5 6. ]
# expect: [-2.  1.  1.  1.  1.] [-0.16666667  0.          0.5         0.33333333  0.25      ]
# expect: [[ 1.      0.1    -0.99   -0.299   2.9401]
# expect:  [ 1.      0.5    -0.75   -1.375   1.5625]
# expect:  [ 1.      0.9    -0.19   -1.971  -1.2039]]
# expect: [-2.48126206 -0.91457252  0.56384744  2.03198714] [0.115 2.83  0.1   1.   ] [1 2]
# expect: [[ 0.          1.         -0.1767767 ]
# expect:  [ 1.          0.          1.06066017]
# expect:  [ 0.          1.41421356 -0.75      ]]
# expect: [-1  1] [0] [1] [0 1] [1. 2.]
# expect: [2.02 2.72] [[2.02]
# expect:  [2.44]]
# expect[avx512_skx]: [3.39638499e+00 9.38299469e-15 8.94078824e+00 3.20925924e-15
# expect[!avx512_skx]: [3.39638499e+00 8.52999517e-15 8.94078824e+00 3.18475356e-15
# expect:  2.17526999e+00]
