# deriv/integ (with integration constants), p[k] for the coefficient of x**k, and p[k] = v
# growing the polynomial.
import numpy as np

p = np.poly1d([1, 2, 3])
print(repr(p.deriv()), repr(p.deriv(2)), repr(p.deriv(0)))
print(repr(p.integ()), repr(p.integ(2, k=[1, 2])), repr(p.integ(k=5)), repr(p.integ(3, k=1)))
print(p[0], p[2], p[5], p[-1])
p[4] = 7
print(repr(p))
p[0] = 9
print(repr(p))
r = np.poly1d([2, -3, 1], r=True)
print(repr(r))
print(r)

# expect: poly1d([2, 2]) poly1d([2]) poly1d([1, 2, 3])
# expect: poly1d([0.33333333, 1.        , 3.        , 0.        ]) poly1d([0.08333333, 0.33333333, 1.5       , 1.        , 2.        ]) poly1d([0.33333333, 1.        , 3.        , 5.        ]) poly1d([0.01666667, 0.08333333, 0.5       , 0.5       , 1.        ,
# expect:        1.        ])
# expect: 3 1 0 0
# expect: poly1d([7, 0, 1, 2, 3])
# expect: poly1d([7, 0, 1, 2, 9])
# expect: poly1d([ 1.,  0., -7.,  6.])
# expect:    3
# expect: 1 x - 7 x + 6
