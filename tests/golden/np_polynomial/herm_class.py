# numpy.polynomial.Hermite: arithmetic, calling, str and repr, deriv/integ/roots, fit, convert.
import numpy as np
from numpy.polynomial import Hermite, Polynomial
p = Hermite([1, 2, 3])
q = Hermite([0.5, -1])
print(p)
print(repr(p))
print(p + q, p - q, p * q, p ** 2, sep="\n")
print(p // q, p % q, sep="\n")
print(p(0.5), p(np.array([0.0, 1.0, 2.0])))
print(p.deriv(), p.integ(), p.integ(2, k=[1, 2]), sep="\n")
print(p.roots(), p.degree(), p.domain, p.window, p.basis_name)
print(Hermite.identity(), Hermite.basis(3), Hermite.fromroots([1, 2]), sep="\n")
x = np.linspace(0, 2, 30)
f = Hermite.fit(x, np.exp(-x), 3)
print(f)
print(f(1.0), np.exp(-1.0))
print(p.convert(kind=Polynomial))
print(Polynomial([1, 2, 3]).convert(kind=Hermite))
print(format(p, "ascii"))
print(p.linspace(5))

# expect: 1.0 + 2.0·H₁(x) + 3.0·H₂(x)
# expect: Hermite([1., 2., 3.], domain=[-1,  1], window=[-1,  1], symbol='x')
# expect: 1.5 + 1.0·H₁(x) + 3.0·H₂(x)
# expect: 0.5 + 3.0·H₁(x) + 3.0·H₂(x)
# expect: -3.5 - 12.0·H₁(x) - 0.5·H₂(x) - 3.0·H₃(x)
# expect: 81.0 + 52.0·H₁(x) + 82.0·H₂(x) + 12.0·H₃(x) + 9.0·H₄(x)
# expect: -3.5 - 3.0·H₁(x)
# expect: -3.25
# expect: 0.0 [-5. 11. 51.]
# expect: 4.0 + 12.0·H₁(x)
# expect: 1.0 + 0.5·H₁(x) + 0.5·H₂(x) + 0.5·H₃(x)
# expect: 1.5 + 1.0·H₁(x) + 0.125·H₂(x) + 0.08333333·H₃(x) + 0.0625·H₄(x)
# expect: [-0.83333333  0.5       ] 2 [-1  1] [-1  1] H
# expect: 0.0 + 0.5·H₁(x)
# expect: 0.0 + 0.0·H₁(x) + 0.0·H₂(x) + 1.0·H₃(x)
# expect: 2.5 - 1.5·H₁(x) + 0.25·H₂(x)
# expect: 0.46550807 - 0.23227935·H₁(x) + 0.04958809·H₂(x) - 0.00812731·H₃(x)
# expect[avx512_skx]: 0.3663318890917497 0.3678794411714424
# expect[!avx512_skx]: 0.3663318890917497 0.36787944117144233
# expect: -5.0 + 4.0·x + 12.0·x²
# expect: 2.5 + 1.0·H₁(x) + 0.75·H₂(x)
# expect: 1.0 + 2.0 H_1(x) + 3.0 H_2(x)
# expect: (array([-1. , -0.5,  0. ,  0.5,  1. ]), array([ 3., -4., -5.,  0., 11.]))
