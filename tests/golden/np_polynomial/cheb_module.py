# numpy.polynomial.chebyshev's functions.
import numpy as np
import numpy.polynomial.chebyshev as C
print(C.chebval(0.3, [1, 2, 3, 4, 5]), C.chebval(np.array([[0.1], [0.2]]), [1, 2]))
print(C.chebadd([1, 2], [1]), C.chebsub([1], [1, 2]), C.chebmul([1, 2, 3], [3, 4]))
print(C.chebdiv([1, 2, 3, 4, 5], [1, 2, 3]), C.chebpow([1, 2], 4))
print(C.chebder([1, 2, 3, 4, 5]), C.chebder([1, 2, 3, 4], 2, scl=0.5))
print(C.chebint([1, 2, 3, 4]), C.chebint([1, 2, 3], 2, k=1, lbnd=-1))
print(C.chebvander([0.1, 0.5, 0.9], 4))
print(C.chebroots([1, 2, 3, 4, 5]), C.chebfromroots([0.1, -0.5, 0.3]), C.chebline(1, 2))
x = np.linspace(-1, 1, 50)
print(C.chebfit(x, np.cos(3 * x), 4))

# expect: -2.3040000000000003 [[1.2]
# expect:  [1.4]]
# expect: [2. 2.] [ 0. -2.] [ 7. 16. 13.  6.]
# expect: (array([-0.25925926,  0.44444444,  3.33333333]), array([-4.18518519, -1.92592593])) [19. 32. 20.  8.  2.]
# expect: [14. 52. 24. 40.] [ 3. 24.]
# expect: [-1.  -0.5 -0.5  0.5  0.5] [ 0.52083333  0.25       -0.25        0.08333333  0.0625    ]
# expect: [[ 1.      0.1    -0.98   -0.296   0.9208]
# expect:  [ 1.      0.5    -0.5    -1.     -0.5   ]
# expect:  [ 1.      0.9     0.62    0.216  -0.2312]]
# expect: [-0.93158818 -0.5         0.19171356  0.83987462] [0.065 0.58  0.05  0.25 ] [1 2]
# expect[avx512_skx]: [-2.58282887e-01  4.26499759e-16 -9.67780844e-01 -2.66007485e-17
# expect[!avx512_skx]: [-2.58282887e-01  2.13249879e-16 -9.67780844e-01 -3.27269353e-17
# expect:   2.71908748e-01]
