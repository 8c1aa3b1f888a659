# numpy.polynomial.hermite's functions.
import numpy as np
import numpy.polynomial.hermite as H
print(H.hermval(0.3, [1, 2, 3, 4, 5]), H.hermval(np.array([[0.1], [0.2]]), [1, 2]))
print(H.hermadd([1, 2], [1]), H.hermsub([1], [1, 2]), H.hermmul([1, 2, 3], [3, 4]), H.hermmulx([1, 2, 3]))
print(H.hermdiv([1, 2, 3, 4, 5], [1, 2, 3]), H.hermpow([1, 2], 4))
print(H.hermder([1, 2, 3, 4, 5]), H.hermder([1, 2, 3, 4], 2, scl=0.5))
print(H.hermint([1, 2, 3, 4]), H.hermint([1, 2, 3], 2, k=1, lbnd=-1))
print(H.hermvander([0.1, 0.5, 0.9], 4))
print(H.hermroots([1, 2, 3, 4, 5]), H.hermfromroots([0.1, -0.5, 0.3]), H.hermline(1, 2))
print(H.hermcompanion([1, 2, 3, 4]))
print(H.hermdomain, H.hermzero, H.hermone, H.hermx, H.hermtrim([1, 2, 0, 0]))
print(H.hermval2d([0.1, 0.2], [0.3, 0.4], [[1, 2], [3, 4]]), H.hermgrid2d([0.1, 0.2], [0.3], [[1, 2], [3, 4]]))
x = np.linspace(-1, 1, 50)
print(H.hermfit(x, np.cos(3 * x), 4))

# expect: 22.792 [[1.4]
# expect:  [1.8]]
# expect: [2. 2.] [ 0. -2.] [19. 58. 17. 12.] [2.  6.5 1.  1.5]
# expect: (array([-13.03703704,   0.22222222,   1.66666667]), array([-26.85185185,  11.85185185])) [241. 200. 216.  32.  16.]
# expect: [ 4. 12. 24. 40.] [ 6. 24.]
# expect: [-5.   0.5  0.5  0.5  0.5] [-0.33333333 -0.5         0.125       0.08333333  0.0625    ]
# expect: [[  1.       0.2     -1.96    -1.192   11.5216]
# expect:  [  1.       1.      -1.      -5.       1.    ]
# expect:  [  1.       1.8      1.24    -4.968  -16.3824]]
# expect: [-1.73056315 -0.61412     0.42593899  1.51874416] [0.065 0.665 0.025 0.125] [1. 1.]
# expect: [[ 0.          0.70710678 -0.04419417]
# expect:  [ 0.70710678  0.          0.875     ]
# expect:  [ 0.          1.         -0.375     ]]
# expect: [-1  1] [0] [1] [0.  0.5] [1. 2.]
# expect: [3.28 5.08] [[3.28]
# expect:  [4.36]]
# expect[avx512_skx]: [5.57443358e-01 0.00000000e+00 6.03744571e-01 1.35162818e-16
# expect[!avx512_skx]: [5.57443358e-01 0.00000000e+00 6.03744571e-01 1.25973537e-16
# expect:  1.35954374e-01]
