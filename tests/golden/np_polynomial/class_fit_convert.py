# Polynomial.fit maps x onto the window [-1, 1] before the least squares; convert() gives the
# coefficients in the unscaled variable.
import numpy as np
from numpy.polynomial import Polynomial
x = np.linspace(0, 10, 11)
f = Polynomial.fit(x, x**2 + 1, 2)
print(f)
print(repr(f))
print(f.convert())
print(f.coef, f.domain, f.window)
x = np.linspace(-3, 7, 200)
y = 0.5 * x**3 - 2 * x + 1 + np.sin(x * 13)
g = Polynomial.fit(x, y, 3)
print(g)
print(repr(g.convert().coef))
print(Polynomial.fit(x, y, 2, domain=[-5, 5]), Polynomial.fit(x, y, 1, window=[0, 1]))
h, (resid, rank, sv, rcond) = Polynomial.fit(x, y, 2, full=True)
print(h, resid, rank, sv, rcond)
print(Polynomial.fit(x, y, [0, 2], w=np.ones_like(x) * 2))

# expect: 26.0 + 50.0·x + 25.0·x²
# expect: Polynomial([26., 50., 25.], domain=[ 0., 10.], window=[-1.,  1.], symbol='x')
# expect: 1.0 - (1.42108547e-14)·x + 1.0·x²
# expect: [26. 50. 25.] [ 0. 10.] [-1.  1.]
# expect: 0.99031815 + 19.93487299·x + 75.05002684·x² + 62.64753741·x³
# expect: array([ 1.01493085, -2.00686611, -0.00508072,  0.5011803 ])
# expect: -10.16163914 - 2.14011752·x + 75.05002684·x² -31.64148632 + 115.7998079·x
# expect: 0.99031815 + 57.89990395·x + 75.05002684·x² [18582.5447422] 3 [1.32112392 1.         0.50461033] 4.440892098500626e-14
# expect: 0.99031815 + 0.0·x + 75.05002684·x²
