# np.poly1d: coefficients highest power first, leading zeros trimmed; calling it evaluates it;
# order, roots and the coefficient aliases.
import numpy as np

p = np.poly1d([0, 1, 2, 3])
print(repr(p))
print(p(2), p(np.array([1.0, 2.5])), p([0, 1]))
print(p.coeffs, p.c, p.coef, p.coefficients)
print(p.order, p.o, len(p), p.variable)
print(p.roots, p.r)
print(list(p), np.asarray(p), isinstance(p, np.poly1d), type(p))
print(repr(np.poly1d([0, 0])), repr(np.poly1d(5.0)))
print(repr(np.poly1d(p, variable='t')), np.poly1d(p, variable='t').variable)

# expect: poly1d([1, 2, 3])
# expect: 11 [ 6.   14.25] [3 6]
# expect: [1 2 3] [1 2 3] [1 2 3] [1 2 3]
# expect: 2 2 2 x
# expect: [-1.+1.41421356j -1.-1.41421356j] [-1.+1.41421356j -1.-1.41421356j]
# expect: [1, 2, 3] [1 2 3] True <class 'numpy.poly1d'>
# expect: poly1d([0]) poly1d([5.])
# expect: poly1d([1, 2, 3]) t
