# deriv, integ (orders, constants, lower bound) and roots, also with a domain.
from numpy.polynomial import Polynomial
p = Polynomial([1, -2, 3])
print(p.deriv(), p.deriv(2), p.deriv(0), p.deriv(5))
print(p.integ(), p.integ(2, k=[1, 2]), p.integ(lbnd=1), p.integ(k=3))
print(p.roots(), Polynomial([6, -5, 1]).roots(), Polynomial([2, 1]).roots())
q = Polynomial([1, 2, 3], domain=[0, 4])
print(q.deriv(), q.integ(), q.roots())

# expect: -2.0 + 6.0·x 6.0 1.0 - 2.0·x + 3.0·x² 0.0
# expect: 0.0 + 1.0·x - 1.0·x² + 1.0·x³ 2.0 + 1.0·x + 0.5·x² - 0.33333333·x³ + 0.25·x⁴ -1.0 + 1.0·x - 1.0·x² + 1.0·x³ 3.0 + 1.0·x - 1.0·x² + 1.0·x³
# expect: [0.33333333-0.47140452j 0.33333333+0.47140452j] [2. 3.] [-2.]
# expect: 1.0 + 3.0·x 0.0 + 2.0·x + 2.0·x² + 2.0·x³ [1.33333333-0.94280904j 1.33333333+0.94280904j]
