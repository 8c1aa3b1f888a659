# Legendre: str with P subscripts, repr, evaluation (Clenshaw), arithmetic by the series recurrence.
import numpy as np
from numpy.polynomial import Legendre
c = Legendre([1, 2, 3])
print(c)
print(repr(c))
print(c(0.5), c(np.linspace(-1, 1, 5)))
print(c + c, c - 1, 2 * c, c * c)
print(c ** 3, c // Legendre([1, 1]), c % Legendre([1, 1]))
print(np.polynomial.Legendre([1e-9, 2.5e8, 3]))
print(Legendre(np.arange(20.)))

# expect: 1.0 + 2.0·P₁(x) + 3.0·P₂(x)
# expect: Legendre([1., 2., 3.], domain=[-1,  1], window=[-1,  1], symbol='x')
# expect: 1.625 [ 2.    -0.375 -0.5    1.625  6.   ]
# expect: 2.0 + 4.0·P₁(x) + 6.0·P₂(x) 0.0 + 2.0·P₁(x) + 3.0·P₂(x) 2.0 + 4.0·P₁(x) + 6.0·P₂(x) 4.13333333 + 8.8·P₁(x) + 11.23809524·P₂(x) + 7.2·P₃(x) + 4.62857143·P₄(x)
# expect: 16.74285714 + 42.17142857·P₁(x) + 55.14285714·P₂(x) + 46.4·P₃(x) +
# expect: 33.8025974·P₄(x) + 15.42857143·P₅(x) + 6.31168831·P₆(x) -2.5 + 4.5·P₁(x) 2.0
# expect: 1.0e-09 + (2.5e+08)·P₁(x) + 3.0·P₂(x)
# expect: 0.0 + 1.0·P₁(x) + 2.0·P₂(x) + 3.0·P₃(x) + 4.0·P₄(x) + 5.0·P₅(x) +
# expect: 6.0·P₆(x) + 7.0·P₇(x) + 8.0·P₈(x) + 9.0·P₉(x) + 10.0·P₁₀(x) +
# expect: 11.0·P₁₁(x) + 12.0·P₁₂(x) + 13.0·P₁₃(x) + 14.0·P₁₄(x) + 15.0·P₁₅(x) +
# expect: 16.0·P₁₆(x) + 17.0·P₁₇(x) + 18.0·P₁₈(x) + 19.0·P₁₉(x)
