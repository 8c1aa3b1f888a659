# arrays of long double: creation, arithmetic, printing, reductions, casts
import numpy as np
a = np.array([1, 2, 3], dtype=np.longdouble)
print(a, repr(a), a.dtype, a.itemsize, a.nbytes)
print(a / 3)
print(repr(a / 3))
print(a[0] / 3, type(a[0]).__name__, a.tolist())
b = np.arange(5, dtype=np.longdouble)
print(b, b.sum(), b.mean(), type(b.sum()).__name__, b.max(), b.min(), b.prod())
print(np.sqrt(b), b * b, b ** 2, b - 1.5, 1 / (b + 1))
c = (np.ones(3, dtype=np.longdouble) / 3)
print(c.sum(), c.cumsum(), c.astype(np.float64), c.astype(np.float32), c.astype(int))
print(np.array([1.5, 2.5]).astype(np.longdouble), np.linspace(0, 1, 5).astype('g'))
print(np.array([1e-20, 1, 1e20], dtype='g'), np.array([np.longdouble(1) / 3, 1e4000], dtype='g'))
print(np.zeros((2, 2), dtype=np.longdouble), np.full(2, np.longdouble(1) / 7))
print(a == 2, a > 1.5, (a / 3 * 3 == a).all(), np.array_equal(a, [1, 2, 3]))
print(np.set_printoptions(precision=20), np.array([1, 2], dtype='g') / 3)
np.set_printoptions(precision=8)
print(repr(np.array([np.longdouble('0.1')])), repr(np.float128(1) / 3), str(a / 7))
# expect: [1. 2. 3.] array([1., 2., 3.], dtype=float128) float128 16 48
# expect: [0.33333333 0.66666667 1.        ]
# expect: array([0.33333333, 0.66666667, 1.        ], dtype=float128)
# expect: 0.33333333333333333334 float128 [1.0, 2.0, 3.0]
# expect: [0. 1. 2. 3. 4.] 10.0 2.0 float128 4.0 0.0 0.0
# expect: [0.         1.         1.41421356 1.73205081 2.        ] [ 0.  1.  4.  9. 16.] [ 0.  1.  4.  9. 16.] [-1.5 -0.5  0.5  1.5  2.5] [1.         0.5        0.33333333 0.25       0.2       ]
# expect: 1.0 [0.33333333 0.66666667 1.        ] [0.33333333 0.33333333 0.33333333] [0.33333334 0.33333334 0.33333334] [0 0 0]
# expect: [1.5 2.5] [0.   0.25 0.5  0.75 1.  ]
# expect: [1.e-20 1.e+00 1.e+20] [0.33333333        inf]
# expect: [[0. 0.]
# expect:  [0. 0.]] [0.14285714 0.14285714]
# expect: [False  True False] [False  True  True] True True
# expect: None [0.33333333333333333334 0.6666666666666666667 ]
# expect: array([0.1], dtype=float128) 0.33333333333333333334 [0.14285714 0.28571429 0.42857143]
