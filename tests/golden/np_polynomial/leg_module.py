# numpy.polynomial.legendre's functions.
import numpy as np
import numpy.polynomial.legendre as C
print(C.legval(0.3, [1, 2, 3, 4, 5]), C.legval(np.array([[0.1], [0.2]]), [1, 2]))
print(C.legadd([1, 2], [1]), C.legsub([1], [1, 2]), C.legmul([1, 2, 3], [3, 4]), C.legmulx([1, 2, 3]))
print(C.legdiv([1, 2, 3, 4, 5], [1, 2, 3]), C.legpow([1, 2], 4))
print(C.legder([1, 2, 3, 4, 5]), C.legder([1, 2, 3, 4], 2, scl=0.5))
print(C.legint([1, 2, 3, 4]), C.legint([1, 2, 3], 2, k=1, lbnd=-1))
print(C.legvander([0.1, 0.5, 0.9], 4))
print(C.legroots([1, 2, 3, 4, 5]), C.legfromroots([0.1, -0.5, 0.3]), C.legline(1, 2))
x = np.linspace(-1, 1, 50)
print(C.legfit(x, np.cos(3 * x), 4))

# expect: -0.6603125000000001 [[1.2]
# expect:  [1.4]]
# expect: [2. 2.] [ 0. -2.] [ 5.66666667 14.8        14.33333333  7.2       ] [0.66666667 2.2        1.33333333 1.8       ]
# expect: (array([-1.03360768,  0.0617284 ,  3.24074074]), array([0.04801097, 1.3388203 ])) [12.2        27.2        25.14285714 12.8         3.65714286]
# expect: [ 6. 24. 20. 35.] [ 2.25 15.  ]
# expect: [-0.16666667  0.4         0.0952381   0.6         0.57142857] [1.2        1.2        0.04761905 0.13333333 0.08571429]
# expect: [[ 1.         0.1       -0.485     -0.1475     0.3379375]
# expect:  [ 1.         0.5       -0.125     -0.4375    -0.2890625]
# expect:  [ 1.         0.9        0.715      0.4725     0.2079375]]
# expect: [-0.86884116 -0.48972874  0.21530729  0.68611975] [0.04833333 0.43       0.06666667 0.4       ] [1 2]
# expect: [ 4.61834780e-02 -1.59937409e-16 -1.49754303e+00  2.14934075e-16
# expect:   4.97204568e-01]
