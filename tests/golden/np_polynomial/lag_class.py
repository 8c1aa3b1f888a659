# numpy.polynomial.Laguerre: arithmetic, calling, str and repr, deriv/integ/roots, fit, convert.
import numpy as np
from numpy.polynomial import Laguerre, Polynomial
p = Laguerre([1, 2, 3])
q = Laguerre([0.5, -1])
print(p)
print(repr(p))
print(p + q, p - q, p * q, p ** 2, sep="\n")
print(p // q, p % q, sep="\n")
print(p(0.5), p(np.array([0.0, 1.0, 2.0])))
print(p.deriv(), p.integ(), p.integ(2, k=[1, 2]), sep="\n")
print(p.roots(), p.degree(), p.domain, p.window, p.basis_name)
print(Laguerre.identity(), Laguerre.basis(3), Laguerre.fromroots([1, 2]), sep="\n")
x = np.linspace(0, 2, 30)
f = Laguerre.fit(x, np.exp(-x), 3)
print(f)
print(f(1.0), np.exp(-1.0))
print(p.convert(kind=Polynomial))
print(Polynomial([1, 2, 3]).convert(kind=Laguerre))
print(format(p, "ascii"))
print(p.linspace(5))

# expect: 1.0 + 2.0·L₁(x) + 3.0·L₂(x)
# expect: Laguerre([1., 2., 3.], domain=[0, 1], window=[0, 1], symbol='x')
# expect: 1.5 + 1.0·L₁(x) + 3.0·L₂(x)
# expect: 0.5 + 3.0·L₁(x) + 3.0·L₂(x)
# expect: -1.5 - 2.0·L₁(x) + 9.5·L₂(x) - 9.0·L₃(x)
# expect: 14.0 - 16.0·L₁(x) + 56.0·L₂(x) - 72.0·L₃(x) + 54.0·L₄(x)
# expect: -5.75 - 1.5·L₁(x)
# expect: 2.375
# expect: 2.375 [ 6.  -0.5 -4. ]
# expect: -5.0 - 3.0·L₁(x)
# expect: 1.0 + 1.0·L₁(x) + 1.0·L₂(x) - 3.0·L₃(x)
# expect: 4.0 - 1.0·L₁(x) + 0.0·L₂(x) - 4.0·L₃(x) + 3.0·L₄(x)
# expect: [0.90283246 4.43050087] 2 [0 1] [0 1] L
# expect: 1.0 - 1.0·L₁(x)
# expect: 0.0 + 0.0·L₁(x) + 0.0·L₂(x) + 1.0·L₃(x)
# expect: 1.0 - 1.0·L₁(x) + 2.0·L₂(x)
# expect: -0.89447368 + 4.98572026·L₁(x) - 6.2154007·L₂(x) + 3.12088782·L₃(x)
# expect[avx512_skx]: 0.3663318890917485 0.3678794411714424
# expect[!avx512_skx]: 0.36633188909174863 0.36787944117144233
# expect: 6.0 - 8.0·x + 1.5·x²
# expect: 9.0 - 14.0·L₁(x) + 6.0·L₂(x)
# expect: 1.0 + 2.0 L_1(x) + 3.0 L_2(x)
# expect: (array([0.  , 0.25, 0.5 , 0.75, 1.  ]), array([ 6.     ,  4.09375,  2.375  ,  0.84375, -0.5    ]))
