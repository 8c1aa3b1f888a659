# Chebyshev.fit, and convert between the Chebyshev and power bases.
import numpy as np
from numpy.polynomial import Chebyshev, Polynomial
x = np.linspace(-3, 7, 200)
y = 0.5 * x**3 - 2 * x + 1 + np.sin(x * 13)
f = Chebyshev.fit(x, y, 5)
print(f)
print(repr(f.convert().coef))
print(repr(f.convert(kind=Polynomial)))
print(Polynomial([1, 2, 3]).convert(kind=Chebyshev))
print(isinstance(f, Chebyshev), isinstance(f, Polynomial), type(f), Chebyshev.basis_name)

# expect: 38.521837 + 66.94093572·T₁(x) + 37.53978025·T₂(x) + 15.6867511·T₃(x) +
# expect: 0.02748549·T₄(x) + 0.04860952·T₅(x)
# expect: array([ 9.89738389e-01, -1.63760773e+00,  7.79604184e-03,  1.25412582e-01,
# expect:        -2.67124166e-04,  1.55550475e-05])
# expect: Polynomial([ 9.81675223e-01, -2.01376770e+00,  1.77290770e-02,  5.01339228e-01,
# expect:        -2.13699333e-03,  2.48880760e-04], domain=[-1.,  1.], window=[-1.,  1.], symbol='x')
# expect: 2.5 + 2.0·T₁(x) + 1.5·T₂(x)
# expect: True False <class 'numpy.polynomial.chebyshev.Chebyshev'> T
