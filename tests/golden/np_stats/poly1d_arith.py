# poly1d arithmetic with poly1ds and numbers: + - * / ** and negation; / by a poly1d is
# polynomial division (quotient, remainder).
import numpy as np

p = np.poly1d([1, 2, 3])
q = np.poly1d([1.5, -2])
print(repr(p + q), repr(p - q), repr(q - p), repr(p * q))
print(repr(2 * p), repr(p * 2.5), repr(p + 1), repr(1 - p), repr(p + [1, 1]))
print(repr(p / 2), repr(p / q), repr(p ** 3), repr(p ** 0), repr(-p), +p is p)
print(p == np.poly1d([1, 2, 3]), p != q, p == 3)
print(repr(np.polyval(p, q)), np.polyval(p, 3))

# expect: poly1d([1. , 3.5, 1. ]) poly1d([1. , 0.5, 5. ]) poly1d([-1. , -0.5, -5. ]) poly1d([ 1.5,  1. ,  0.5, -6. ])
# expect: poly1d([2, 4, 6]) poly1d([2.5, 5. , 7.5]) poly1d([1, 2, 4]) poly1d([-1, -2, -2]) poly1d([1, 3, 4])
# expect: poly1d([0.5, 1. , 1.5]) (poly1d([0.66666667, 2.22222222]), poly1d([7.44444444])) poly1d([ 1,  6, 21, 44, 63, 54, 27]) poly1d([1]) poly1d([-1, -2, -3]) True
# expect: True True False
# expect: poly1d([ 2.25, -3.  ,  3.  ]) 18
