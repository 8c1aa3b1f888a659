# numpy.polynomial.HermiteE: arithmetic, calling, str and repr, deriv/integ/roots, fit, convert.
import numpy as np
from numpy.polynomial import HermiteE, Polynomial
p = HermiteE([1, 2, 3])
q = HermiteE([0.5, -1])
print(p)
print(repr(p))
print(p + q, p - q, p * q, p ** 2, sep="\n")
print(p // q, p % q, sep="\n")
print(p(0.5), p(np.array([0.0, 1.0, 2.0])))
print(p.deriv(), p.integ(), p.integ(2, k=[1, 2]), sep="\n")
print(p.roots(), p.degree(), p.domain, p.window, p.basis_name)
print(HermiteE.identity(), HermiteE.basis(3), HermiteE.fromroots([1, 2]), sep="\n")
x = np.linspace(0, 2, 30)
f = HermiteE.fit(x, np.exp(-x), 3)
print(f)
print(f(1.0), np.exp(-1.0))
print(p.convert(kind=Polynomial))
print(Polynomial([1, 2, 3]).convert(kind=HermiteE))
print(format(p, "ascii"))
print(p.linspace(5))

# expect: 1.0 + 2.0·He₁(x) + 3.0·He₂(x)
# expect: HermiteE([1., 2., 3.], domain=[-1,  1], window=[-1,  1], symbol='x')
# expect: 1.5 + 1.0·He₁(x) + 3.0·He₂(x)
# expect: 0.5 + 3.0·He₁(x) + 3.0·He₂(x)
# expect: -1.5 - 6.0·He₁(x) - 0.5·He₂(x) - 3.0·He₃(x)
# expect: 23.0 + 28.0·He₁(x) + 46.0·He₂(x) + 12.0·He₃(x) + 9.0·He₄(x)
# expect: -3.5 - 3.0·He₁(x)
# expect: -0.25
# expect: -0.25 [-2.  3. 14.]
# expect: 2.0 + 6.0·He₁(x)
# expect: 1.0 + 1.0·He₁(x) + 1.0·He₂(x) + 1.0·He₃(x)
# expect: 1.75 + 2.0·He₁(x) + 0.5·He₂(x) + 0.33333333·He₃(x) + 0.25·He₄(x)
# expect: [-1.21525044  0.54858377] 2 [-1  1] [-1  1] He
# expect: 0.0 + 1.0·He₁(x)
# expect: 0.0 + 0.0·He₁(x) + 0.0·He₂(x) + 1.0·He₃(x)
# expect: 3.0 - 3.0·He₁(x) + 1.0·He₂(x)
# expect: 0.56468425 - 0.56208645·He₁(x) + 0.19835236·He₂(x) - 0.0650185·He₃(x)
# expect[avx512_skx]: 0.36633188909174935 0.3678794411714424
# expect[!avx512_skx]: 0.36633188909174935 0.36787944117144233
# expect: -2.0 + 2.0·x + 3.0·x²
# expect: 4.0 + 2.0·He₁(x) + 3.0·He₂(x)
# expect: 1.0 + 2.0 He_1(x) + 3.0 He_2(x)
# expect: (array([-1. , -0.5,  0. ,  0.5,  1. ]), array([-1.  , -2.25, -2.  , -0.25,  3.  ]))
