# Polynomial's str (NumPy's unicode form with superscript powers) and repr (the arrays' reprs).
from numpy.polynomial import Polynomial
p = Polynomial([1, 2, 3])
print(p)
print(repr(p))
print(Polynomial([1.5, -2, 0, 3.25]))
print(repr(Polynomial([1.5, -2, 0, 3.25])))
print(Polynomial([1, 2, 3], symbol='t'))
print(repr(Polynomial([0.5, 2], symbol='t')))

# expect: 1.0 + 2.0·x + 3.0·x²
# expect: Polynomial([1., 2., 3.], domain=[-1,  1], window=[-1,  1], symbol='x')
# expect: 1.5 - 2.0·x + 0.0·x² + 3.25·x³
# expect: Polynomial([ 1.5 , -2.  ,  0.  ,  3.25], domain=[-1,  1], window=[-1,  1], symbol='x')
# expect: 1.0 + 2.0·t + 3.0·t²
# expect: Polynomial([0.5, 2. ], domain=[-1,  1], window=[-1,  1], symbol='t')
