# Legendre.fit, and convert between the Legendre and power bases.
import numpy as np
from numpy.polynomial import Legendre, Polynomial
x = np.linspace(-3, 7, 200)
y = 0.5 * x**3 - 2 * x + 1 + np.sin(x * 13)
f = Legendre.fit(x, y, 5)
print(f)
print(repr(f.convert().coef))
print(repr(f.convert(kind=Polynomial)))
print(Polynomial([1, 2, 3]).convert(kind=Legendre))
print(isinstance(f, Legendre), isinstance(f, Polynomial), type(f), Legendre.basis_name)

# expect: 26.00674455 + 57.52194084·P₁(x) + 50.03209901·P₂(x) + 25.05559329·P₃(x) +
# expect: 0.05025918·P₄(x) + 0.09876221·P₅(x)
# expect: array([ 9.87157516e-01, -1.71285750e+00,  1.05982456e-02,  2.00646305e-01,
# expect:        -4.88455618e-04,  3.16039060e-05])
# expect: Polynomial([ 9.81675223e-01, -2.01376770e+00,  1.77290770e-02,  5.01339228e-01,
# expect:        -2.13699333e-03,  2.48880760e-04], domain=[-1.,  1.], window=[-1.,  1.], symbol='x')
# expect: 2.0 + 2.0·P₁(x) + 2.0·P₂(x)
# expect: True False <class 'numpy.polynomial.legendre.Legendre'> P
