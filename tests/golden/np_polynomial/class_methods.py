# degree, len, iteration, coef/domain/window/symbol, trim, truncate, cutdeg, copy, linspace,
# has_same*, identity, basis, fromroots and cast.
import numpy as np
from numpy.polynomial import Polynomial
p = Polynomial([1, -2, 3, 0])
print(p.degree(), len(p), list(p), p.coef, p.domain, p.window, p.symbol)
print(p.trim(), p.truncate(2), p.cutdeg(1), p.copy(), p.copy() is p)
x, y = p.linspace(5)
print(x, y)
print(p.linspace(3, domain=[0, 2]))
print(p.has_samecoef(p.copy()), p.has_samedomain(p), p.has_samewindow(p), p.has_sametype(3))
print(repr(Polynomial.identity()), repr(Polynomial.basis(3)), Polynomial.fromroots([1, 2, 3]))
print(repr(Polynomial.identity(domain=[0, 2])), Polynomial.fromroots([1, 3], domain=[0, 4]))
print(repr(Polynomial.cast(Polynomial([1, 2], domain=[0, 1]))))
print(isinstance(p, Polynomial), type(p), Polynomial.domain, Polynomial.window, p.maxpower)

# expect: 3 4 [1.0, -2.0, 3.0, 0.0] [ 1. -2.  3.  0.] [-1  1] [-1  1] x
# expect: 1.0 - 2.0·x + 3.0·x² 1.0 - 2.0·x 1.0 - 2.0·x 1.0 - 2.0·x + 3.0·x² + 0.0·x³ False
# expect: [-1.  -0.5  0.   0.5  1. ] [6.   2.75 1.   0.75 2.  ]
# expect: (array([0., 1., 2.]), array([1., 2., 9.]))
# expect: True True True False
# expect: Polynomial([0., 1.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x') Polynomial([0., 0., 0., 1.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x') -6.0 + 11.0·x - 6.0·x² + 1.0·x³
# expect: Polynomial([1., 1.], domain=[0., 2.], window=[-1.,  1.], symbol='x') -1.0 + 0.0·x + 4.0·x²
# expect: Polynomial([-1.,  4.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x')
# expect: True <class 'numpy.polynomial.polynomial.Polynomial'> [-1  1] [-1  1] 100
